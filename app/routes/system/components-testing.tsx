export const handle = { middleware: ['public'] };

export default function ComponentsTesting() {
  return null;
}
