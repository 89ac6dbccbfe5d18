import { Outlet } from 'react-router';
import { Container } from '@/components/ui/container';
import { AdminSidebar } from '@/features/admin/components/admin-sidebar';

export default function AdminLayout() {
  return (
    <Container className="grid flex-1 gap-8 py-10 lg:grid-cols-[14rem_1fr] lg:py-14">
      <AdminSidebar />
      <div className="min-w-0">
        <Outlet />
      </div>
    </Container>
  );
}
