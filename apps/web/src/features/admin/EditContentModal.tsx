import { adminCommentEditSchema, adminPostEditSchema, forumLimits } from '@encontro/contracts';
import { FormModal } from '../../ui/FormModal';
import { TextAreaField } from '../../ui/TextAreaField';
import { useToast } from '../../ui/Toast';
import { useContractForm } from '../../ui/useContractForm';
import { useUpdateCommentMutation, useUpdatePostMutation } from './adminApi';
import { adminTexts } from './adminTexts';
import type { AdminComment, AdminPost } from './adminTypes';
import { useFormRefusal } from './useFormRefusal';

export type Editing = { kind: 'post'; item: AdminPost } | { kind: 'comment'; item: AdminComment };

/** SPEC §5 Admin inputs: post ≤300, comment ≤200, never blank. */
export function EditContentModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const toast = useToast();
  const isPost = editing.kind === 'post';
  const [updatePost] = useUpdatePostMutation();
  const [updateComment] = useUpdateCommentMutation();
  const form = useContractForm(isPost ? adminPostEditSchema : adminCommentEditSchema, {
    initial: { content: editing.item.content },
    showErrors: 'change',
    onSubmit: async ({ content }) => {
      try {
        const body = { id: editing.item.id, content: content.trim() };
        const result = await (isPost ? updatePost(body) : updateComment(body)).unwrap();
        toast(result.message || (isPost ? adminTexts.postUpdated : adminTexts.commentUpdated));
        onClose();
      } catch (error) {
        refuse(error, isPost ? adminTexts.updatePostFailed : adminTexts.updateCommentFailed);
      }
    },
  });
  const refuse = useFormRefusal(form);

  return (
    <FormModal
      title={isPost ? 'Editar Post' : 'Editar Comentário'}
      onClose={onClose}
      form={form}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      submitDisabled={!form.valid}
    >
      <TextAreaField
        label="Conteúdo"
        {...form.field('content')}
        announce
        className="admin-textarea"
        max={isPost ? forumLimits.adminPostEdit : forumLimits.adminCommentEdit}
        limit="soft"
      />
    </FormModal>
  );
}
