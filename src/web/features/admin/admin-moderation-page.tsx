import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBlockedUsers, useReports } from './api/admin-moderation';
import { BlockedUsersTab } from './components/blocked-users-tab';
import { useModerationDialogs } from './components/moderation-actions';
import { PageTitle } from './components/page-title';
import { RecentPostsTab } from './components/recent-posts-tab';
import { ReportsTab } from './components/reports-tab';

function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 rounded-full bg-primary px-1.5 py-0.5 text-xs font-extrabold text-white">{count}</span>
  );
}

export default function AdminModerationPage() {
  const reports = useReports();
  const blocked = useBlockedUsers();
  const { dialogs, askDelete, askBlock } = useModerationDialogs();

  return (
    <>
      <PageTitle title="Moderação" description="Denúncias das mães, os posts mais novos e quem está bloqueada." />
      <Tabs defaultValue="reports">
        <TabsList className="max-w-xl">
          <TabsTrigger value="reports" className="px-2 text-xs leading-tight sm:text-sm">
            Denúncias
            <CountBadge count={reports.data?.length} />
          </TabsTrigger>
          <TabsTrigger value="posts" className="px-2 text-xs leading-tight sm:text-sm">
            Posts Recentes
          </TabsTrigger>
          <TabsTrigger value="blocked" className="px-2 text-xs leading-tight sm:text-sm">
            Usuários Bloqueados
            <CountBadge count={blocked.data?.length} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <ReportsTab askDelete={askDelete} askBlock={askBlock} />
        </TabsContent>
        <TabsContent value="posts">
          <RecentPostsTab askDelete={askDelete} askBlock={askBlock} />
        </TabsContent>
        <TabsContent value="blocked">
          <BlockedUsersTab />
        </TabsContent>
      </Tabs>
      {dialogs}
    </>
  );
}
