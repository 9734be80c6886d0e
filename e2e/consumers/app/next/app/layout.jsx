import '@fieldwatch/react/styles.css';

export const metadata = { title: 'Fieldwatch in a Next app' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
