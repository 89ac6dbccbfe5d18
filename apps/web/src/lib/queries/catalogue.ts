import type { CarClass, CarModel, Tag } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Car classes, models and tags, read by browse, upload, edit and admin alike: one set of query
// keys, so every page shares the cache and an admin write can invalidate them in one place.
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

export function getCarClasses(signal?: AbortSignal): Promise<CarClass[]> {
  return api.get<CarClass[]>('/api/carclasses', { signal });
}

/** The models of one class; without a class id there is nothing to ask (spec member-site §5 'API helpers'). */
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

/** The models of a class; idle until a class is chosen. */
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
