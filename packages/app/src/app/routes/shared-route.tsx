import { useParams } from 'react-router';
import { SharedPage } from '../../features/shares/components/shared-page.js';

/** `/shared/:id`: the public page of a share, outside the shell (the visitor need not be signed in). */
export function SharedRoute() {
  const { id = '' } = useParams();
  return <SharedPage key={id} id={id} />;
}
