import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

import { ui } from '../../locales/ui';

const NAMES: Partial<Record<string, string>> = {
  prev: ui.list.previousPage,
  next: ui.list.nextPage,
  'jump-prev': ui.list.previousPages,
  'jump-next': ui.list.nextPages,
};

/**
 * A pager's items named in Indonesian: antd's previous / next / jump buttons hold only an icon, so
 * they were read by its English name ("left", "double-right"). Wraps the pager's own `itemRender`.
 */
export function namedPageItems(render?: PaginationProps['itemRender']): PaginationProps['itemRender'] {
  return (page, type, element) => {
    const name = NAMES[type];
    const named = name && isValidElement(element) ? withName(element as Named, name) : element;
    return render ? render(page, type, named) : named;
  };
}

type Named = ReactElement<{ 'aria-label'?: string; children?: ReactNode }>;

/** The item named, and so is its content (a router's link may keep only the item's children). */
function withName(element: Named, name: string): Named {
  const inner = element.props.children;
  return cloneElement(element, {
    'aria-label': name,
    children: isValidElement(inner) ? cloneElement(inner as Named, { 'aria-label': name }) : inner,
  });
}
