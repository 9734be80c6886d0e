import type { Options, OptionsUpdate } from '../schemas/options.js';
import type { FieldwatchClient } from './client.js';

/** `GET /options`: every option keyed by name. */
export const getOptions = (client: FieldwatchClient) => client.request<Options>('/options');
/** `PUT /options` with a list of `{name, value}`; answers the options as stored, keyed by name. */
export const updateOptions = (client: FieldwatchClient, changes: OptionsUpdate) =>
  client.request<Options>('/options', { method: 'PUT', body: changes });
