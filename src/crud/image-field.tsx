import { Box, Button, HStack, Image, Input, Spinner, Text } from '@chakra-ui/react';
import { imageUrl } from '@domain/catalogue/images';
import {
  MAX_UPLOAD_BYTES,
  uploadImageContract,
  type UploadKind,
} from '@domain/contracts/panel/uploads.contract';
import type { Contract } from '@domain/contracts/contract';
import { checkImage } from '@domain/validation/media';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { isApiError, mutationKeys, useApiMutation } from '@/lib/api';

/** Width and height of a chosen file, decoded by the browser before anything is sent. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

interface ImageFieldProps {
  value: string | null;
  onChange: (path: string | null) => void;
  /** The panel upload folder; ignored when `upload` is given. */
  kind?: UploadKind;
  label: string;
  /** Another upload call (a shopper's store logo goes to `POST /api/stores/images`). */
  upload?: (file: File) => Promise<{ path: string }>;
  /** A panel upload contract of its own (`products/upload-images-first`): one field `image`. */
  contract?: typeof uploadImageContract | Contract;
  /**
   * The namespace of its texts (`<ns>.uploading`, `<ns>.image.*`): `crud`, loaded with the panels;
   * a shop form passes its own, so the shop never loads the panel texts.
   */
  texts?: string;
}

/**
 * An image of a panel form: checked in the browser with the spec §5 rule (toasts of spec §8),
 * uploaded at once (the server checks the bytes again and re-encodes), previewed, removable.
 */
export function ImageField(props: ImageFieldProps) {
  const { value, onChange, kind, label, upload: uploadFile, contract, texts = 'crud' } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useApiMutation(contract ?? uploadImageContract, {
    mutationKey: mutationKeys.panel('uploads', 'create'),
    request: (file: File) =>
      contract
        ? ({ files: { image: file } } as never)
        : { query: { kind: kind ?? 'site' }, files: { image: file } },
  });

  const [sending, setSending] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const size = file.size > MAX_UPLOAD_BYTES ? null : await imageSize(file);
    const check = checkImage(size && { ...size, mimeType: file.type, fileName: file.name });
    if (!check.ok) {
      toast.show({ status: check.toast, title: t(check.key) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      setSending(true);
      const uploaded = (await (uploadFile ? uploadFile(file) : upload.mutateAsync(file))) as {
        path: string;
      };
      onChange(uploaded.path);
    } catch (error) {
      setPreview(null);
      const key = isApiError(error) ? (error.fields?.[0]?.message ?? error.messageKey) : null;
      toast.show({ status: 'error', title: t(key ?? 'errors.upload_images_failed') });
    } finally {
      setSending(false);
    }
  };

  const shown = preview ?? (value ? imageUrl(value, 320) : null);
  return (
    <HStack gap="4" align="center">
      <Box
        boxSize="24"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
        flexShrink={0}
        position="relative"
      >
        {shown ? <Image src={shown} alt={label} boxSize="full" objectFit="cover" /> : null}
        {sending ? (
          <Spinner position="absolute" inset="0" m="auto" aria-label={t(`${texts}.uploading`)} />
        ) : null}
      </Box>
      <Box>
        <Input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          display="none"
          aria-label={label}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {t(`${texts}.image.${value ? 'replace' : 'choose'}`)}
          </Button>
          {value ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              {t(`${texts}.image.remove`)}
            </Button>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t(`${texts}.image.rule`)}
        </Text>
      </Box>
    </HStack>
  );
}
