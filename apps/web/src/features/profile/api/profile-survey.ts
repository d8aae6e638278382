// The first profile survey: questions (with saved answers), submission, and its status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type {
  AnswerInput,
  AnswersResult,
  ProfileSurveyStatus,
  QuestionItem,
} from '@fanclub/contract/profile';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { userQueryOptions } from '@/lib/auth';

export const questionsQueryOptions = () =>
  queryOptions({
    // The question texts come in the request's language.
    queryKey: ['profile', 'questions', getLocale()] as const,
    queryFn: () => api.get<DataResponse<QuestionItem[]>>('/api/questions').then((r) => r.data),
  });

export const profileSurveyQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'status'] as const,
    queryFn: () =>
      api.get<DataResponse<ProfileSurveyStatus>>('/api/profile-survey').then((r) => r.data),
  });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}

export function useProfileSurveyStatus() {
  return useQuery(profileSurveyQueryOptions());
}

export function useSubmitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswerInput[]) =>
      api
        .post<DataResponse<AnswersResult>>('/api/questions', { survey: 'profile', answers })
        .then((r) => r.data),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
      ]);
    },
  });
}
