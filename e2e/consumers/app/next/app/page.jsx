import { Demo } from './Demo.jsx';
import { Embeds } from './Embeds.jsx';

// a server component: the client components below are rendered on the server first, then hydrated
export default function Page() {
  return (
    <>
      <Demo />
      <Embeds />
    </>
  );
}
