import { Button } from 'antd';
import { type ReactNode, useId } from 'react';

/** A button that turns a view of the list on and off, said as a switch, its hint read with it. */
export function SwitchButton({
  on,
  icon,
  label,
  hint,
  onToggle,
}: {
  on: boolean;
  icon: ReactNode;
  label: string;
  hint: string;
  onToggle: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <Button
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        type={on ? 'primary' : 'default'}
        icon={icon}
        onClick={onToggle}
      >
        {label}
      </Button>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
    </>
  );
}
