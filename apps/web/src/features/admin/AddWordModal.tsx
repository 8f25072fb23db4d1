import { useId } from 'react';
import { addCensoredWordsSchema } from '@encontro/contracts';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { useAddCensoredWordsMutation } from './adminApi';
import { adminErrorText } from './adminErrorText';
import { adminTexts } from './adminTexts';

/** SPEC §5: non-blank; Enter submits. Several words may be separated by commas. */
export function AddWordModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const formId = useId();
  const [add] = useAddCensoredWordsMutation();
  const form = useContractForm(addCensoredWordsSchema, {
    initial: { words: '' },
    showErrors: 'submit',
    onSubmit: async ({ words }) => {
      try {
        const result = await add([words.trim()]).unwrap();
        toast(result.message || adminTexts.wordAdded);
        onClose();
      } catch (err) {
        const { status, text } = adminErrorText(err, adminTexts.addWordFailed);
        if (status === 401) return;
        if (status === 422 || status === 409) form.setServerErrors({ words: text });
        toast(text, 'error');
      }
    },
  });

  return (
    <Modal
      open
      title="Adicionar Palavra"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingText="Adicionando..."
            disabled={!form.values.words.trim()}
          >
            Adicionar
          </Button>
        </>
      }
    >
      <form id={formId} className="form" {...form.formProps}>
        <TextField
          label="Palavra"
          {...form.field('words')}
          announce
          autoComplete="off"
          hint="Separe várias palavras por vírgula. Use * como curinga (ex.: bob* também censura “bobagem”)."
        />
      </form>
    </Modal>
  );
}
