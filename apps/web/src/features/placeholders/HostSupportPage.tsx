import { Placeholder } from './Placeholder';

export function HostSupportPage() {
  return (
    <Placeholder
      title="Suporte Anfitrião"
      lead="Ajuda para quem vai receber o encontro: confirme sua presença até sexta-feira, às 23h59."
    />
  );
}
