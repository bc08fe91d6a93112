import icons from 'virtual:registry-icons';

/**
 * A registry icon by name; nothing for a name it does not know. `className` is passed on: a menu
 * gives its entries' icons the class that sets them apart from the label.
 */
export function RegistryIcon({ name, className }: { name?: unknown; className?: string }) {
  // the icons the registry's files name, and no other (build/registry-icons.ts): loaded with the
  // shell rather than the login page
  const Component = typeof name === 'string' && Object.hasOwn(icons, name) ? icons[name] : undefined;
  return Component ? <Component className={className} aria-hidden /> : null;
}
