import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { Button } from '../Button/index.js';
import { Alerts } from './Alerts.js';

function AlertsDemo() {
  const store = useAlertsStore();
  useEffect(() => {
    store.getState().push('success', 'success.login');
    store.getState().push('error', 'notice.invalidLogin');
  }, [store]);
  return (
    <>
      <Button onClick={() => store.getState().push('info', 'success.codeSent')}>success.codeSent</Button>{' '}
      <Button variant="secondary" onClick={() => store.getState().push('error', 'api.SERVER_ERROR')}>
        api.SERVER_ERROR
      </Button>
      <Alerts />
    </>
  );
}

const meta = {
  title: 'Feedback/Alerts',
  component: Alerts,
  // the story renders its own <Alerts>; the one of the preview would show everything twice
  parameters: { fieldwatch: { alerts: false } },
  render: () => <AlertsDemo />,
} satisfies Meta<typeof Alerts>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
