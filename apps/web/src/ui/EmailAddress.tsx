import { Fragment } from 'react';
import { Text, type TextProps } from '@mantine/core';

interface EmailAddressProps extends TextProps {
  address: string;
}

/**
 * An email address that wraps, when it must, after the @ or before a dot ('learner@' /
 * 'southwind.test'), never inside a word: the only break chances are <wbr>s there, and
 * `overflow-wrap: break-word` (unlike `anywhere`) does not let a table squeeze the column to a
 * few letters. Only a part longer than the whole line is broken inside, rather than overflow.
 */
export function EmailAddress({ address, ...textProps }: EmailAddressProps) {
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain = at >= 0 ? address.slice(at + 1) : null;
  return (
    <Text component="span" size="sm" {...textProps} style={{ overflowWrap: 'break-word' }}>
      {breakBeforeDots(local)}
      {domain !== null && (
        <>
          @<wbr />
          {breakBeforeDots(domain)}
        </>
      )}
    </Text>
  );
}

function breakBeforeDots(part: string) {
  return part.split('.').map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          <wbr />.
        </>
      )}
      {piece}
    </Fragment>
  ));
}
