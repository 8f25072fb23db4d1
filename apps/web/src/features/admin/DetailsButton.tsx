import { Button } from '../../ui/Button';

/** Ver Detalhes on a card of the panel: opens the item in full. */
export function DetailsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick}>
      Ver Detalhes
    </Button>
  );
}
