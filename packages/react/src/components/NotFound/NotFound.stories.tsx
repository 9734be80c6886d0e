import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.js';

const meta = { title: 'Pages/NotFound', component: NotFound, args: { onBack: () => {} } } satisfies Meta<typeof NotFound>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const InArabic: StoryObj<typeof meta> = { globals: { language: 'ar' } };
