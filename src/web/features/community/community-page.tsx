import { ERRORS } from '@domain/errors';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/shared/session/session';
import { communityStatusQueryOptions, favoritesQueryOptions, feedQueryOptions } from './api/community';
import { useCommunityLiveUpdates } from './api/live-updates';
import { Composer } from './components/composer';
import { PostList } from './components/post-list';
import { WelcomeBanner } from './components/welcome-banner';

export default function CommunityPage() {
  const me = useMe();
  const status = useQuery(communityStatusQueryOptions);
  const feed = useInfiniteQuery(feedQueryOptions);
  const favorites = useInfiniteQuery(favoritesQueryOptions);
  useCommunityLiveUpdates(me.data?.user.id);

  const viewer = {
    id: me.data?.user.id ?? '',
    isAdmin: me.data?.isAdmin ?? false,
    blocked: status.data?.blocked ?? false,
  };

  return (
    <div className="space-y-5 pb-4">
      <WelcomeBanner />
      {viewer.blocked ? (
        <Card role="status" className="flex gap-3 border-danger/30 bg-danger-soft">
          <Ban className="size-6 shrink-0 text-danger" aria-hidden />
          <p className="text-sm">
            {ERRORS.blocked.message} O resto do Lumma, como salvar as dicas da Lu, continua disponível.
          </p>
        </Card>
      ) : (
        <Composer />
      )}
      <Tabs defaultValue="feed">
        <TabsList>
          <TabsTrigger value="feed">Feed</TabsTrigger>
          <TabsTrigger value="favoritos">Favoritos</TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <PostList query={feed} viewer={viewer} empty="Nenhum post ainda. Seja o primeiro a compartilhar!" />
        </TabsContent>
        <TabsContent value="favoritos">
          <PostList query={favorites} viewer={viewer} empty="Você ainda não favoritou nenhum post." />
        </TabsContent>
      </Tabs>
    </div>
  );
}
