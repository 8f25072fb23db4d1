import type { Gender } from '@encontro/contracts';

export const genderLabels: Record<Gender, string> = { M: 'Masculino', F: 'Feminino', O: 'Outro' };
