import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguagePicker } from './LanguagePicker.js';

const meta = { title: 'Navigation/LanguagePicker', component: LanguagePicker, args: { onChange: () => {} } } satisfies Meta<
  typeof LanguagePicker
>;
export default meta;

/** Switch the story language with the toolbar's globe; the picker follows the provider. */
export const Default: StoryObj<typeof meta> = {};
