import { DetailsModal } from '../../ui/DetailsModal';
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
    <DetailsModal
      title={indication.name}
      description="Detalhes da indicação"
      onClose={onClose}
      actions={<ReviewButtons indication={indication} review={review} />}
    >
      <IndicationDetails indication={indication} />
    </DetailsModal>
  );
}
