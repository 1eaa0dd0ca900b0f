import { Link } from 'react-router-dom';
import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { PinIcon } from '../../components/icons';

export default function NotFoundPage() {
  return (
    <NotFoundBox>
      <title>Page not found · CampusNest</title>
      <PinIcon size={44} />
      <h1>Page not found</h1>
      <p>We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <ActionLink to="/">Go to the home page</ActionLink>
      <p>
        or <Link to="/search">browse all properties</Link>
      </p>
    </NotFoundBox>
  );
}
