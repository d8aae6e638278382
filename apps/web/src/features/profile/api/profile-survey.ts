// The first profile survey: questions (with saved answers) and submission (its status is
// lib/profile-survey-status.ts, read outside this feature too).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { AnswerInput, AnswersResult, QuestionItem } from '@fanclub/contract/profile';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { userQueryOptions } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

export const questionsQueryOptions = () =>
  queryOptions({
    // The question texts come in the request's language.
    queryKey: queryKeys.profile.questions(getLocale()),
    queryFn: () => api.get<DataResponse<QuestionItem[]>>('/api/questions').then((r) => r.data),
  });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
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
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
        queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
      ]);
    },
  });
}
