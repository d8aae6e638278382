// A write call that refreshes the queries under `queryKey` once it has worked, without waiting
// for them: the shape most of the admin's write calls take.
//   export const useDeletePost = () =>
//     useRefreshingMutation((id: number) => api.delete(`/api/posts/${id}`), queryKeys.adminPosts.all);
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
