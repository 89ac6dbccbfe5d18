import type { CarClass, CarModel, Tag } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const CATALOGUE_STALE_MS = 5 * 60 * 1000;

export function getCarClasses(signal?: AbortSignal): Promise<CarClass[]> {
  return api.get<CarClass[]>('/api/carclasses', { signal });
}

export function getCarModels(classId: number | undefined, signal?: AbortSignal): Promise<CarModel[]> {
  if (!classId) return Promise.reject(new Error('Class ID is required to fetch models'));
  return api.get<CarModel[]>(`/api/carclasses/${classId}/models`, { signal });
}

export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return api.get<Tag[]>('/api/tags', { signal });
}

export function useCarClasses() {
  return useQuery({
    queryKey: ['carclasses'],
    queryFn: ({ signal }) => getCarClasses(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCarModels(classId: number | undefined) {
  return useQuery({
    queryKey: ['carclasses', classId, 'models'],
    queryFn: ({ signal }) => getCarModels(classId, signal),
    enabled: classId !== undefined,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useTags() {
  return useQuery({ queryKey: ['tags'], queryFn: ({ signal }) => getTags(signal), staleTime: CATALOGUE_STALE_MS });
}
