import { sessionMessages } from '@encontro/contracts';
import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';

/**
 * Why the person cannot be signed in: the account is blocked (a session the block ended, or a login
 * refused for it). It stays on the page — not a toast — with the way to the support contact.
 */
export function BlockedAccountAlert() {
  return (
    <Alert>
      <p>{sessionMessages.userBlocked}</p>
      <Link to="/support/contact" className="link">
        Fale com o suporte
      </Link>
    </Alert>
  );
}
