import type { PostCategory, ReportInput } from '@domain/community/community';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const communityKeys = {
  all: ['community'] as const,
  feed: ['community', 'feed'] as const,
  favorites: ['community', 'favorites'] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
  status: ['community', 'status'] as const,
};

export const feedQueryOptions = infiniteQueryOptions({
  queryKey: communityKeys.feed,
  queryFn: ({ pageParam }) => unwrap(api.community.posts.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const favoritesQueryOptions = infiniteQueryOptions({
  queryKey: communityKeys.favorites,
  queryFn: ({ pageParam }) => unwrap(api.community.favorites.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.community.posts[':id'].comments.$get({
          param: { id: postId },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const communityStatusQueryOptions = queryOptions({
  queryKey: communityKeys.status,
  queryFn: () => unwrap(api.community.status.$get()),
});

type FeedPage = Awaited<ReturnType<NonNullable<typeof feedQueryOptions.queryFn>>>;
export type Post = FeedPage['items'][number];
export type Comment = Awaited<
  ReturnType<NonNullable<ReturnType<typeof commentsQueryOptions>['queryFn']>>
>['items'][number];

type PostPages = InfiniteData<FeedPage, string>;

const mapPosts = (data: PostPages | undefined, map: (posts: Post[]) => Post[]): PostPages | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) };

/** Puts the server's latest view of one post wherever a list shows it. */
export function patchPost(queryClient: QueryClient, post: Post) {
  const replace = (posts: Post[]) => posts.map((p) => (p.id === post.id ? post : p));
  queryClient.setQueryData<PostPages>(communityKeys.feed, (data) => mapPosts(data, replace));
  queryClient.setQueryData<PostPages>(communityKeys.favorites, (data) =>
    mapPosts(data, (posts) => (post.favoritedByMe ? replace(posts) : posts.filter((p) => p.id !== post.id))),
  );
}

export function removePost(queryClient: QueryClient, postId: string) {
  const drop = (posts: Post[]) => posts.filter((p) => p.id !== postId);
  queryClient.setQueryData<PostPages>(communityKeys.feed, (data) => mapPosts(data, drop));
  queryClient.setQueryData<PostPages>(communityKeys.favorites, (data) => mapPosts(data, drop));
}

export async function refreshPost(queryClient: QueryClient, postId: string) {
  try {
    patchPost(queryClient, (await unwrap(api.community.posts[':id'].$get({ param: { id: postId } }))).post);
  } catch {
    // Gone (deleted or hidden by moderation) or unreachable: the lists drop it until the next load.
    removePost(queryClient, postId);
  }
}

export interface NewPost {
  content: string;
  category: PostCategory;
  media: { url: string; type: 'image' | 'video' }[];
}

export const checkModeration = (content: string) =>
  unwrap(api.community.moderation.$post({ json: { kind: 'post', content } }));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPost) => unwrap(api.community.posts.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.feed }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => unwrap(api.community.posts[':id'].$delete({ param: { id: postId } })),
    onSuccess: (_, postId) => removePost(queryClient, postId),
  });
}

export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, liked }: { postId: string; liked: boolean }) => {
      const like = api.community.posts[':id'].like;
      return (await unwrap(liked ? like.$put({ param: { id: postId } }) : like.$delete({ param: { id: postId } })))
        .post;
    },
    onSuccess: (post) => patchPost(queryClient, post),
  });
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, favorited }: { postId: string; favorited: boolean }) => {
      const favorite = api.community.posts[':id'].favorite;
      return (
        await unwrap(favorited ? favorite.$put({ param: { id: postId } }) : favorite.$delete({ param: { id: postId } }))
      ).post;
    },
    onSuccess: (post) => {
      patchPost(queryClient, post);
      if (post.favoritedByMe) void queryClient.invalidateQueries({ queryKey: communityKeys.favorites });
    },
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      unwrap(api.community.posts[':id'].comments.$post({ param: { id: postId }, json: { content } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      void refreshPost(queryClient, postId);
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => unwrap(api.community.comments[':id'].$delete({ param: { id: commentId } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
      void refreshPost(queryClient, postId);
    },
  });
}

export function useReportPost() {
  return useMutation({
    mutationFn: ({ postId, report }: { postId: string; report: ReportInput }) =>
      unwrap(api.community.posts[':id'].reports.$post({ param: { id: postId }, json: report })),
  });
}
