/**
 * What every photo upload (profile, nomination, memory) must also respect beyond its format and
 * size: the image's dimensions, read from its header before any pixel is decoded (docs/decisions.md).
 */
export const photoPixelRules = {
  /** Longest side, in pixels. */
  maxSide: 8000,
  /** Width × height: 24 megapixels (a 6000×4000 camera photo). */
  maxPixels: 24_000_000,
} as const;

/** pt-BR answers of the photo routes that are not about one form field's rule. */
export const uploadMessages = {
  tooManyPixels: 'Imagem grande demais. Use no máximo 8000 pixels de lado e 24 megapixels.',
  fileTooManyPixels: (file: string) =>
    `${file} é grande demais. Use no máximo 8000 pixels de lado e 24 megapixels`,
  /** A multipart body that cannot be read: no or wrong boundary, a part cut short, a truncated body. */
  malformed: 'Não foi possível ler o envio (formulário incompleto ou inválido). Envie a foto novamente.',
  /** More form fields, or larger ones, than any photo form has. */
  formTooLarge: 'O formulário enviado é grande demais.',
  photoRequired: 'Selecione uma foto.',
  photoNotFound: 'Foto não encontrada.',
} as const;
