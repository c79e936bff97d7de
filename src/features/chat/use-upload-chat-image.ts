import { chatImageContract } from '@domain/contracts/chat.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** Uploads one chat image (checked again and re-encoded by the server). */
export function useUploadChatImage() {
  return useApiMutation(chatImageContract, {
    mutationKey: mutationKeys.chats.image,
    request: (file: File) => ({ files: { image: file } }),
  });
}
