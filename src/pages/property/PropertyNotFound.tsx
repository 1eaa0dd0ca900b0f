import { ActionLink, NotFoundBox } from '../../components/MessagePanel';
import { SearchIcon } from '../../components/icons';

export function PropertyNotFound() {
  return (
    <NotFoundBox>
      <title>Property not found · CampusNest</title>
      <SearchIcon size={44} />
      <h1>Property not found</h1>
      <p>This listing may have been taken down, or the link is incomplete.</p>
      <ActionLink to="/search">Back to search</ActionLink>
    </NotFoundBox>
  );
}
