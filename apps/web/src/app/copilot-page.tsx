import { useNavigate } from 'react-router';
import { lazyDialog } from '../components/lazy-component';
import { paths } from '../lib/paths';
import { ContactsPage } from './contacts-page';

// The lists page shows at once; the copilot's chat, mentions and preview follow in their own chunk.
const CopilotScreen = lazyDialog(() =>
  import('../features/copilot/components/copilot-screen').then((m) => m.CopilotScreen),
);

/*
 * /app/contacts/ai-segment: the copilot's screen over the lists page it was opened from; leaving it
 * (after saving or through the exit confirmation) returns to that page.
 */
export function CopilotPage() {
  const navigate = useNavigate();
  return (
    <>
      <ContactsPage />
      <CopilotScreen onLeave={() => void navigate(paths.contacts)} />
    </>
  );
}
