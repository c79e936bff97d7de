import { IconButton } from '@chakra-ui/react';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.8 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The round heart button; what a click does is its owner's business. */
export function HeartButton(props: {
  favourite: boolean;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <IconButton
      size="sm"
      rounded="full"
      variant="solid"
      bg="bg.panel"
      color={props.favourite ? 'red.solid' : 'fg.muted'}
      shadow="sm"
      aria-pressed={props.favourite}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        props.onClick();
      }}
    >
      <Heart filled={props.favourite} />
    </IconButton>
  );
}
