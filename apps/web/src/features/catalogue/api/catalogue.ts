import type { CarClass, CarModel, Tag } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Car classes, models and tags, read by browse, upload, edit and admin alike: one set of query
// keys, so every page shares the cache and an admin write can invalidate them in one place.
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

export function getCarClasses(signal?: AbortSignal): Promise<CarClass[]> {
  return api.get<CarClass[]>('/api/carclasses', { signal });
}

export function getCarModels(classId: number, signal?: AbortSignal): Promise<CarModel[]> {
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

/** The models of a class; idle until a class is chosen. */
export function useCarModels(classId: number | undefined) {
  return useQuery({
    queryKey: ['carclasses', classId, 'models'],
    queryFn: ({ signal }) => getCarModels(classId as number, signal),
    enabled: classId !== undefined,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useTags() {
  return useQuery({ queryKey: ['tags'], queryFn: ({ signal }) => getTags(signal), staleTime: CATALOGUE_STALE_MS });
}
