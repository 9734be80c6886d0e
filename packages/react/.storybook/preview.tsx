import type { Preview } from '@storybook/react-vite';
import { isLanguageCode, languages } from '@fieldwatch/core';
import { installFetchSwitch } from '@fieldwatch/testing/fetchSwitch';
import { StoryServices, type FieldwatchStoryParameters } from './StoryServices.js';
import 'maplibre-gl/dist/maplibre-gl.css';
import './preview.css.js';

// stories answer from their own fake API (see @fieldwatch/testing/fetchSwitch)
installFetchSwitch();

const preview: Preview = {
  // every component and element gets its docs page, with the stories and the controls of its props
  tags: ['autodocs'],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: { icon: 'globe', dynamicTitle: true, items: languages.map((l) => ({ value: l.code, title: l.name })) },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story, context) => {
      const language = isLanguageCode(context.globals.language) ? context.globals.language : 'en';
      return (
        <StoryServices
          parameters={context.parameters.fieldwatch as FieldwatchStoryParameters | undefined}
          language={language}
          storyId={context.id}
        >
          <Story />
        </StoryServices>
      );
    },
  ],
};

export default preview;
