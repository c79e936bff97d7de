import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { CODE_LENGTH, normaliseCode } from '@/lib/auth/code';

type CodeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
  length?: number;
};

/**
 * One field for a 6-digit code: the numeric keyboard on phones, the SMS code offered by the keyboard
 * (`one-time-code`), a whole pasted code at once, and Arabic-Indic digits accepted (stored as ASCII).
 * One field rather than six boxes so paste, autofill and screen readers behave as for any input.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { value, onChange, length = CODE_LENGTH, ...props },
  ref,
) {
  return (
    <Input
      ref={ref}
      value={value}
      onChange={(event) => onChange(normaliseCode(event.target.value, length))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length * 2}
      dir="ltr"
      textAlign="center"
      fontSize="2xl"
      letterSpacing="0.5em"
      size="lg"
      {...props}
    />
  );
});
