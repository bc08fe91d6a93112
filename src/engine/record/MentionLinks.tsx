import { Link } from 'react-router';

import { findResource } from '../../resources';
import { searchPathOf } from '../../resources/paths';
import type { FieldDecl } from '../../resources/types';

/**
 * A text whose codes of another resource's records (`field.mentions`: an activity's "listing
 * HL-000104") are links to that resource's list searched for each; the rest as written.
 */
export function MentionLinks({ field, text }: { field: FieldDecl; text: string }) {
  const mentions = field.mentions!;
  const decl = findResource(mentions.resource);
  const code = new RegExp(mentions.code.source, 'g');
  const parts: (string | { code: string; to: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(code)) {
    const to = decl && searchPathOf(decl, match[0]);
    if (!to || match.index === undefined) continue;
    parts.push(text.slice(from, match.index), { code: match[0], to });
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={index} to={part.to}>
            {part.code}
          </Link>
        ),
      )}
    </>
  );
}
