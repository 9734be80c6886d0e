import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Layer, SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { layerRoutes, makeLayer, sampleLayers } from '@fieldwatch/testing/layerFixtures';
import { jsonPart } from '../../../test/multipart.js';
import { AdminLayers } from './AdminLayers.js';

/** Saves answer like the server: a created layer joins the list, a deleted one leaves it. */
function liveRoutes(initial: Layer[]) {
  let layers = [...initial];
  let next = 100;
  return {
    ...layerRoutes(initial),
    'GET /organization/1/layers': () => ({ status: 200, body: { data: layers, total: layers.length } }),
    'POST /organization/1/layer': ({ body }: { body: unknown }) => {
      const fields = body instanceof FormData ? jsonPart<Partial<Layer>>(body, 'layer') : (body as Partial<Layer>);
      const layer = makeLayer(next++, {
        ...fields,
        ...(body instanceof FormData
          ? { raster: null, vectorSource: 'file', file: { features: 42, bytes: 12_000, geometries: ['fill'], version: 'f00dfeedf00dfeed' } }
          : {}),
      });
      layers = [...layers, layer];
      return { status: 201, body: { data: layer } };
    },
    'DELETE /organization/1/layer/1': () => {
      layers = layers.filter((layer) => layer.id !== 1);
      return { status: 200, body: { data: true } };
    },
  };
}

const signIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] })));

const meta = {
  title: 'Admin/AdminLayers',
  component: AdminLayers,
  parameters: { fieldwatch: { routes: liveRoutes(sampleLayers), setup: signIn } },
} satisfies Meta<typeof AdminLayers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { parameters: { fieldwatch: { routes: liveRoutes([]), setup: signIn } } };
export const InArabic: Story = { globals: { language: 'ar' } };
