import { addCensoredWordsSchema } from '@encontro/contracts';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { useAddCensoredWordsMutation } from './adminApi';
import { adminTexts } from './adminTexts';
import { useFormRefusal } from './useFormRefusal';

/** SPEC §5: non-blank; Enter submits. Several words may be separated by commas. */
export function AddWordModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
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
        refuse(err, adminTexts.addWordFailed);
      }
    },
  });
  const refuse = useFormRefusal(form);

  return (
    <FormModal
      title="Adicionar Palavra"
      onClose={onClose}
      form={form}
      submitLabel="Adicionar"
      busyLabel="Adicionando..."
      submitDisabled={!form.values.words.trim()}
    >
      <TextField
        label="Palavra"
        {...form.field('words')}
        announce
        autoComplete="off"
        hint="Separe várias palavras por vírgula. Use * como curinga (ex.: bob* também censura “bobagem”)."
      />
    </FormModal>
  );
}
