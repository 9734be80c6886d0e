/**
 * JSX typings for React users of the elements: `<report-map zoom={3} />` type-checks. Attributes are
 * kebab-case, as in HTML.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementAttributes<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

interface CommonAttributes {
  'api-base'?: string;
  locale?: 'en' | 'fr' | 'es' | 'pt' | 'ta' | 'cn' | 'ar';
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'report-map': ElementAttributes<
        CommonAttributes & {
          organization?: number | string;
          view?: 'public' | 'user';
          center?: string;
          zoom?: number | string;
          // React 19 sets it as the element's property: a boolean (the string "false" would be true)
          clustered?: boolean;
          'report-href'?: string;
        }
      >;
      'report-form': ElementAttributes<CommonAttributes & { view?: 'public' | 'user' }>;
      'report-list': ElementAttributes<CommonAttributes & { organization?: number | string; limit?: number | string; 'report-href'?: string }>;
    }
  }
}
