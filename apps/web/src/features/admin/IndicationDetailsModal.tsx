import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useIndicationQuery } from './adminApi';
import type { AdminIndication } from './adminTypes';
import { IndicationDetails } from './IndicationDetails';
import { ReviewButtons } from './ReviewButtons';
import { useIndicationReview } from './useIndicationReview';
import { useLogFailure } from './useLogFailure';

/** The indication as the server has it now (the list's copy until it arrives), with its review buttons. */
export function IndicationDetailsModal({
  fromList,
  onClose,
}: {
  fromList: AdminIndication;
  onClose: () => void;
}) {
  const { data, isError, error } = useIndicationQuery(fromList.indication_id, {
    refetchOnMountOrArgChange: true,
  });
  useLogFailure(isError, 'detalhes da indicação', error);
  const indication = data?.indication ?? fromList;
  const review = useIndicationReview(onClose);
  return (
    <Modal
      open
      title={indication.name}
      description="Detalhes da indicação"
      onClose={onClose}
      footer={
        <>
          <ReviewButtons indication={indication} review={review} />
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </>
      }
    >
      <IndicationDetails indication={indication} />
    </Modal>
  );
}
