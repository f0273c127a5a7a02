export interface QuestionAnswer {
  question: string;
  answer: string;
}
