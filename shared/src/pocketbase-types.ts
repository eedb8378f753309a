/**
* This file was @generated using pocketbase-typegen
*/

import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'

export const Collections = {
	Authorigins: "_authOrigins",
	Externalauths: "_externalAuths",
	Mfas: "_mfas",
	Otps: "_otps",
	Superusers: "_superusers",
	AnswerTallies: "answer_tallies",
	AnsweredQuestions: "answered_questions",
	Assignments: "assignments",
	AttemptAnswers: "attempt_answers",
	Attempts: "attempts",
	AuthKnownNetworks: "auth_known_networks",
	AuthLockouts: "auth_lockouts",
	Creators: "creators",
	MailQueue: "mail_queue",
	Notifications: "notifications",
	Parents: "parents",
	QuestionSets: "question_sets",
	Questions: "questions",
	Results: "results",
	ReviewCards: "review_cards",
	SetTallies: "set_tallies",
	SkillMastery: "skill_mastery",
	Students: "students",
	WrongAnswerTallies: "wrong_answer_tallies",
} as const
export type Collections = typeof Collections[keyof typeof Collections]

// Alias types for improved usability
export type IsoDateString = string
export type IsoAutoDateString = string & { readonly autodate: unique symbol }
export type RecordIdString = string
export type FileNameString = string & { readonly filename: unique symbol }
export type HTMLString = string

type ExpandType<T> = unknown extends T
	? T extends unknown
		? { expand?: unknown }
		: { expand: T }
	: { expand: T }

// System fields
export type BaseSystemFields<T = unknown> = {
	id: RecordIdString
	collectionId: string
	collectionName: Collections
} & ExpandType<T>

export type AuthSystemFields<T = unknown> = {
	email: string
	emailVisibility: boolean
	username: string
	verified: boolean
} & BaseSystemFields<T>

// Record types for each collection

export type AuthoriginsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	fingerprint: string
	id: string
	recordRef: string
	updated: IsoAutoDateString
}

export type ExternalauthsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	provider: string
	providerId: string
	recordRef: string
	updated: IsoAutoDateString
}

export type MfasRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	method: string
	recordRef: string
	updated: IsoAutoDateString
}

export type OtpsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	password: string
	recordRef: string
	sentTo?: string
	updated: IsoAutoDateString
}

export type SuperusersRecord = {
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	password: string
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export type AnswerTalliesRecord = {
	correct?: boolean
	count?: number
	creator?: string
	id: string
	option?: string
	question: string
	score?: number
}

export type AnsweredQuestionsRecord<Twrong = unknown> = {
	family: RecordIdString
	id: string
	inbox?: string
	question: string
	student?: string
	wrong?: null | Twrong
}

export const AssignmentsSubjectOptions = {
	"Mathematics": "Mathematics",
	"English": "English",
	"Science": "Science",
	"History": "History",
	"Geography": "Geography",
} as const
export type AssignmentsSubjectOptions = typeof AssignmentsSubjectOptions[keyof typeof AssignmentsSubjectOptions]

export const AssignmentsStatusOptions = {
	"draft": "draft",
	"active": "active",
	"deleted": "deleted",
} as const
export type AssignmentsStatusOptions = typeof AssignmentsStatusOptions[keyof typeof AssignmentsStatusOptions]

export const AssignmentsDifficultyOptions = {
	"beginner": "beginner",
	"intermediate": "intermediate",
	"advanced": "advanced",
} as const
export type AssignmentsDifficultyOptions = typeof AssignmentsDifficultyOptions[keyof typeof AssignmentsDifficultyOptions]
export type AssignmentsRecord<Tquestions = unknown> = {
	assigned_students: RecordIdString[]
	created: IsoAutoDateString
	created_by: RecordIdString
	difficulty?: AssignmentsDifficultyOptions
	dueDate?: IsoDateString
	due_reminded?: boolean
	estimatedTime?: number
	id: string
	instructions?: string
	overdue_reminded?: boolean
	question_sets?: RecordIdString[]
	questions?: null | Tquestions
	review?: boolean
	status: AssignmentsStatusOptions
	subject?: AssignmentsSubjectOptions
	timeLimit?: number
	title: string
	totalQuestions?: number
	updated: IsoAutoDateString
}

export type AttemptAnswersRecord<Tserved = unknown> = {
	answered_at?: IsoDateString
	attempt: RecordIdString
	choices?: string
	created: IsoAutoDateString
	flagged?: boolean
	id: string
	option?: string
	position?: number
	question: string
	served?: null | Tserved
	updated: IsoAutoDateString
}

export const AttemptsStatusOptions = {
	"in_progress": "in_progress",
	"submitted": "submitted",
} as const
export type AttemptsStatusOptions = typeof AttemptsStatusOptions[keyof typeof AttemptsStatusOptions]
export type AttemptsRecord = {
	assignment_id: RecordIdString
	break_seconds?: number
	breaks_left?: number
	created: IsoAutoDateString
	deadline?: IsoDateString
	id: string
	parent_id?: RecordIdString
	paused_at?: IsoDateString
	started_at: IsoDateString
	status: AttemptsStatusOptions
	student_id: RecordIdString
	submitted_at?: IsoDateString
	updated: IsoAutoDateString
}

export type AuthKnownNetworksRecord = {
	collection_name: string
	created: IsoAutoDateString
	expires_at: IsoDateString
	id: string
	identity: string
	network_hash: string
	updated: IsoAutoDateString
}

export type AuthLockoutsRecord = {
	collection_name: string
	created: IsoAutoDateString
	expires_at?: IsoDateString
	failures?: number
	id: string
	identity: string
	locked_until?: IsoDateString
	network?: string
	updated: IsoAutoDateString
	wrong_codes?: string
}

export type CreatorsRecord<Tpreferences = unknown> = {
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	name: string
	password: string
	preferences?: null | Tpreferences
	reviewer?: boolean
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export type MailQueueRecord = {
	child: string
	created: IsoAutoDateString
	id: string
	result: string
}

export const NotificationsAudienceOptions = {
	"parents": "parents",
	"students": "students",
	"creators": "creators",
} as const
export type NotificationsAudienceOptions = typeof NotificationsAudienceOptions[keyof typeof NotificationsAudienceOptions]

export const NotificationsAboutOptions = {
	"assignments": "assignments",
	"questions": "questions",
	"question_sets": "question_sets",
} as const
export type NotificationsAboutOptions = typeof NotificationsAboutOptions[keyof typeof NotificationsAboutOptions]
export type NotificationsRecord = {
	about?: NotificationsAboutOptions
	about_id?: string
	audience: NotificationsAudienceOptions
	created: IsoAutoDateString
	icon?: string
	id: string
	message?: string
	read?: boolean
	recipient: string
	title: string
	type: string
	updated: IsoAutoDateString
}

export type ParentsRecord<Tpreferences = unknown> = {
	consent_at?: IsoDateString
	consent_policy?: string
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	name: string
	password: string
	preferences?: null | Tpreferences
	summary_week?: string
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export const QuestionSetsSubjectOptions = {
	"Mathematics": "Mathematics",
	"English": "English",
	"Science": "Science",
	"History": "History",
	"Geography": "Geography",
} as const
export type QuestionSetsSubjectOptions = typeof QuestionSetsSubjectOptions[keyof typeof QuestionSetsSubjectOptions]

export const QuestionSetsGradeOptions = {
	"Grade 1": "Grade 1",
	"Grade 2": "Grade 2",
	"Grade 3": "Grade 3",
	"Grade 4": "Grade 4",
	"Grade 5": "Grade 5",
	"Grade 6": "Grade 6",
} as const
export type QuestionSetsGradeOptions = typeof QuestionSetsGradeOptions[keyof typeof QuestionSetsGradeOptions]

export const QuestionSetsTypeOptions = {
	"skills_practice": "skills_practice",
	"ten_year_series": "ten_year_series",
	"assessment": "assessment",
	"diagnostic": "diagnostic",
	"review": "review",
} as const
export type QuestionSetsTypeOptions = typeof QuestionSetsTypeOptions[keyof typeof QuestionSetsTypeOptions]

export const QuestionSetsDifficultyOptions = {
	"beginner": "beginner",
	"intermediate": "intermediate",
	"advanced": "advanced",
} as const
export type QuestionSetsDifficultyOptions = typeof QuestionSetsDifficultyOptions[keyof typeof QuestionSetsDifficultyOptions]

export const QuestionSetsStatusOptions = {
	"draft": "draft",
	"review": "review",
	"published": "published",
} as const
export type QuestionSetsStatusOptions = typeof QuestionSetsStatusOptions[keyof typeof QuestionSetsStatusOptions]
export type QuestionSetsRecord<TlearningObjectives = unknown, Tprerequisites = unknown, Tskills = unknown, Ttags = unknown> = {
	created: IsoAutoDateString
	created_by: RecordIdString
	description: string
	difficulty?: QuestionSetsDifficultyOptions
	estimatedTime?: number
	grade: QuestionSetsGradeOptions
	id: string
	learningObjectives?: null | TlearningObjectives
	prerequisites?: null | Tprerequisites
	questions: RecordIdString[]
	rating?: number
	review_comment?: string
	skills?: null | Tskills
	status: QuestionSetsStatusOptions
	subject: QuestionSetsSubjectOptions
	tags?: null | Ttags
	title: string
	totalQuestions?: number
	type: QuestionSetsTypeOptions
	updated: IsoAutoDateString
}

export const QuestionsTypeOptions = {
	"multiple_choice": "multiple_choice",
	"true_false": "true_false",
	"fill_blank": "fill_blank",
	"short_answer": "short_answer",
	"essay": "essay",
	"matching": "matching",
} as const
export type QuestionsTypeOptions = typeof QuestionsTypeOptions[keyof typeof QuestionsTypeOptions]

export const QuestionsSubjectOptions = {
	"Mathematics": "Mathematics",
	"English": "English",
	"Science": "Science",
	"History": "History",
	"Geography": "Geography",
} as const
export type QuestionsSubjectOptions = typeof QuestionsSubjectOptions[keyof typeof QuestionsSubjectOptions]

export const QuestionsGradeOptions = {
	"Grade 1": "Grade 1",
	"Grade 2": "Grade 2",
	"Grade 3": "Grade 3",
	"Grade 4": "Grade 4",
	"Grade 5": "Grade 5",
	"Grade 6": "Grade 6",
} as const
export type QuestionsGradeOptions = typeof QuestionsGradeOptions[keyof typeof QuestionsGradeOptions]

export const QuestionsDifficultyOptions = {
	"beginner": "beginner",
	"intermediate": "intermediate",
	"advanced": "advanced",
} as const
export type QuestionsDifficultyOptions = typeof QuestionsDifficultyOptions[keyof typeof QuestionsDifficultyOptions]

export const QuestionsBloomsTaxonomyOptions = {
	"remember": "remember",
	"understand": "understand",
	"apply": "apply",
	"analyze": "analyze",
	"evaluate": "evaluate",
	"create": "create",
} as const
export type QuestionsBloomsTaxonomyOptions = typeof QuestionsBloomsTaxonomyOptions[keyof typeof QuestionsBloomsTaxonomyOptions]

export const QuestionsStatusOptions = {
	"draft": "draft",
	"review": "review",
	"published": "published",
} as const
export type QuestionsStatusOptions = typeof QuestionsStatusOptions[keyof typeof QuestionsStatusOptions]
export type QuestionsRecord<Toptions = unknown, Tskills = unknown, Ttags = unknown> = {
	audio?: FileNameString
	bloomsTaxonomy?: QuestionsBloomsTaxonomyOptions
	correctAnswer?: string
	created: IsoAutoDateString
	created_by: RecordIdString
	difficulty: QuestionsDifficultyOptions
	estimatedTime: number
	exactSpelling?: boolean
	explanation?: string
	grade: QuestionsGradeOptions
	id: string
	image_alt?: string
	images?: FileNameString[]
	options?: null | Toptions
	paper?: string
	questionNumber?: string
	replaces?: RecordIdString
	review_comment?: string
	skills?: null | Tskills
	source?: string
	status: QuestionsStatusOptions
	subject: QuestionsSubjectOptions
	subtopic?: string
	tags?: null | Ttags
	text: string
	topic?: string
	type: QuestionsTypeOptions
	updated: IsoAutoDateString
	video?: FileNameString
	year?: number
}

export type ResultsRecord<Tanswers = unknown, Tmarks = unknown> = {
	answers?: null | Tanswers
	assignment_id: RecordIdString
	attempt_id?: RecordIdString
	awaiting_marking?: number
	completed_at: IsoDateString
	correct_answers?: number
	created: IsoAutoDateString
	id: string
	marks?: null | Tmarks
	parent_id?: RecordIdString
	review?: boolean
	score?: number
	student_id: RecordIdString
	time_taken?: number
	total_questions?: number
	updated: IsoAutoDateString
}

export type ReviewCardsRecord = {
	difficulty?: number
	due: IsoDateString
	id: string
	lapses?: number
	last_review?: IsoDateString
	last_right?: boolean
	question: string
	reps?: number
	scheduled_days?: number
	stability?: number
	state?: number
	student_id: RecordIdString
}

export type SetTalliesRecord = {
	completions?: number
	creator?: string
	id: string
	question_set: string
	score_sum?: number
}

export const SkillMasteryLevelOptions = {
	"practising": "practising",
	"nearly_there": "nearly_there",
	"mastered": "mastered",
} as const
export type SkillMasteryLevelOptions = typeof SkillMasteryLevelOptions[keyof typeof SkillMasteryLevelOptions]
export type SkillMasteryRecord = {
	answers?: number
	days?: number
	id: string
	known?: number
	last_day?: string
	level?: SkillMasteryLevelOptions
	right?: number
	skill?: string
	student_id: RecordIdString
	subject: string
	topic?: string
}

export const StudentsGradeOptions = {
	"Grade 1": "Grade 1",
	"Grade 2": "Grade 2",
	"Grade 3": "Grade 3",
	"Grade 4": "Grade 4",
	"Grade 5": "Grade 5",
	"Grade 6": "Grade 6",
} as const
export type StudentsGradeOptions = typeof StudentsGradeOptions[keyof typeof StudentsGradeOptions]

export const StudentsTimeAllowanceOptions = {
	"standard": "standard",
	"extra_half": "extra_half",
	"double": "double",
	"untimed": "untimed",
} as const
export type StudentsTimeAllowanceOptions = typeof StudentsTimeAllowanceOptions[keyof typeof StudentsTimeAllowanceOptions]

export const StudentsBreaksOptions = {
	"none": "none",
	"one": "one",
	"three": "three",
} as const
export type StudentsBreaksOptions = typeof StudentsBreaksOptions[keyof typeof StudentsBreaksOptions]

export const StudentsReviewTimeOptions = {
	"E5": "5",
	"E10": "10",
	"E15": "15",
} as const
export type StudentsReviewTimeOptions = typeof StudentsReviewTimeOptions[keyof typeof StudentsReviewTimeOptions]
export type StudentsRecord<Tpreferences = unknown> = {
	breaks?: StudentsBreaksOptions
	created: IsoAutoDateString
	email?: string
	emailVisibility?: boolean
	emailed_at?: IsoDateString
	grade: StudentsGradeOptions
	id: string
	last_signed_in?: IsoDateString
	name: string
	parent_id: RecordIdString
	password: string
	preferences?: null | Tpreferences
	review_time?: StudentsReviewTimeOptions
	student_id: string
	time_allowance?: StudentsTimeAllowanceOptions
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export type WrongAnswerTalliesRecord = {
	answer?: string
	count?: number
	creator?: string
	id: string
	inherited?: number
	question: string
}

// Response types include system fields and match responses from the PocketBase API
export type AuthoriginsResponse<Texpand = unknown> = Required<AuthoriginsRecord> & BaseSystemFields<Texpand>
export type ExternalauthsResponse<Texpand = unknown> = Required<ExternalauthsRecord> & BaseSystemFields<Texpand>
export type MfasResponse<Texpand = unknown> = Required<MfasRecord> & BaseSystemFields<Texpand>
export type OtpsResponse<Texpand = unknown> = Required<OtpsRecord> & BaseSystemFields<Texpand>
export type SuperusersResponse<Texpand = unknown> = Required<SuperusersRecord> & AuthSystemFields<Texpand>
export type AnswerTalliesResponse<Texpand = unknown> = Required<AnswerTalliesRecord> & BaseSystemFields<Texpand>
export type AnsweredQuestionsResponse<Twrong = unknown, Texpand = unknown> = Required<AnsweredQuestionsRecord<Twrong>> & BaseSystemFields<Texpand>
export type AssignmentsResponse<Tquestions = unknown, Texpand = unknown> = Required<AssignmentsRecord<Tquestions>> & BaseSystemFields<Texpand>
export type AttemptAnswersResponse<Tserved = unknown, Texpand = unknown> = Required<AttemptAnswersRecord<Tserved>> & BaseSystemFields<Texpand>
export type AttemptsResponse<Texpand = unknown> = Required<AttemptsRecord> & BaseSystemFields<Texpand>
export type AuthKnownNetworksResponse<Texpand = unknown> = Required<AuthKnownNetworksRecord> & BaseSystemFields<Texpand>
export type AuthLockoutsResponse<Texpand = unknown> = Required<AuthLockoutsRecord> & BaseSystemFields<Texpand>
export type CreatorsResponse<Tpreferences = unknown, Texpand = unknown> = Required<CreatorsRecord<Tpreferences>> & AuthSystemFields<Texpand>
export type MailQueueResponse<Texpand = unknown> = Required<MailQueueRecord> & BaseSystemFields<Texpand>
export type NotificationsResponse<Texpand = unknown> = Required<NotificationsRecord> & BaseSystemFields<Texpand>
export type ParentsResponse<Tpreferences = unknown, Texpand = unknown> = Required<ParentsRecord<Tpreferences>> & AuthSystemFields<Texpand>
export type QuestionSetsResponse<TlearningObjectives = unknown, Tprerequisites = unknown, Tskills = unknown, Ttags = unknown, Texpand = unknown> = Required<QuestionSetsRecord<TlearningObjectives, Tprerequisites, Tskills, Ttags>> & BaseSystemFields<Texpand>
export type QuestionsResponse<Toptions = unknown, Tskills = unknown, Ttags = unknown, Texpand = unknown> = Required<QuestionsRecord<Toptions, Tskills, Ttags>> & BaseSystemFields<Texpand>
export type ResultsResponse<Tanswers = unknown, Tmarks = unknown, Texpand = unknown> = Required<ResultsRecord<Tanswers, Tmarks>> & BaseSystemFields<Texpand>
export type ReviewCardsResponse<Texpand = unknown> = Required<ReviewCardsRecord> & BaseSystemFields<Texpand>
export type SetTalliesResponse<Texpand = unknown> = Required<SetTalliesRecord> & BaseSystemFields<Texpand>
export type SkillMasteryResponse<Texpand = unknown> = Required<SkillMasteryRecord> & BaseSystemFields<Texpand>
export type StudentsResponse<Tpreferences = unknown, Texpand = unknown> = Required<StudentsRecord<Tpreferences>> & AuthSystemFields<Texpand>
export type WrongAnswerTalliesResponse<Texpand = unknown> = Required<WrongAnswerTalliesRecord> & BaseSystemFields<Texpand>

// Types containing all Records and Responses, useful for creating typing helper functions

export type CollectionRecords = {
	_authOrigins: AuthoriginsRecord
	_externalAuths: ExternalauthsRecord
	_mfas: MfasRecord
	_otps: OtpsRecord
	_superusers: SuperusersRecord
	answer_tallies: AnswerTalliesRecord
	answered_questions: AnsweredQuestionsRecord
	assignments: AssignmentsRecord
	attempt_answers: AttemptAnswersRecord
	attempts: AttemptsRecord
	auth_known_networks: AuthKnownNetworksRecord
	auth_lockouts: AuthLockoutsRecord
	creators: CreatorsRecord
	mail_queue: MailQueueRecord
	notifications: NotificationsRecord
	parents: ParentsRecord
	question_sets: QuestionSetsRecord
	questions: QuestionsRecord
	results: ResultsRecord
	review_cards: ReviewCardsRecord
	set_tallies: SetTalliesRecord
	skill_mastery: SkillMasteryRecord
	students: StudentsRecord
	wrong_answer_tallies: WrongAnswerTalliesRecord
}

export type CollectionResponses = {
	_authOrigins: AuthoriginsResponse
	_externalAuths: ExternalauthsResponse
	_mfas: MfasResponse
	_otps: OtpsResponse
	_superusers: SuperusersResponse
	answer_tallies: AnswerTalliesResponse
	answered_questions: AnsweredQuestionsResponse
	assignments: AssignmentsResponse
	attempt_answers: AttemptAnswersResponse
	attempts: AttemptsResponse
	auth_known_networks: AuthKnownNetworksResponse
	auth_lockouts: AuthLockoutsResponse
	creators: CreatorsResponse
	mail_queue: MailQueueResponse
	notifications: NotificationsResponse
	parents: ParentsResponse
	question_sets: QuestionSetsResponse
	questions: QuestionsResponse
	results: ResultsResponse
	review_cards: ReviewCardsResponse
	set_tallies: SetTalliesResponse
	skill_mastery: SkillMasteryResponse
	students: StudentsResponse
	wrong_answer_tallies: WrongAnswerTalliesResponse
}

// Utility types for create/update operations

type ProcessCreateAndUpdateFields<T> = Omit<{
	// Omit AutoDate fields
	[K in keyof T as Extract<T[K], IsoAutoDateString> extends never ? K : never]: 
		// Convert FileNameString to File
		T[K] extends infer U ? 
			U extends (FileNameString | FileNameString[]) ? 
				U extends any[] ? File[] : File 
			: U
		: never
}, 'id'>

// Create type for Auth collections
export type CreateAuth<T> = {
	id?: RecordIdString
	email: string
	emailVisibility?: boolean
	password: string
	passwordConfirm: string
	verified?: boolean
} & ProcessCreateAndUpdateFields<T>

// Create type for Base collections
export type CreateBase<T> = {
	id?: RecordIdString
} & ProcessCreateAndUpdateFields<T>

// Update type for Auth collections
export type UpdateAuth<T> = Partial<
	Omit<ProcessCreateAndUpdateFields<T>, keyof AuthSystemFields>
> & {
	email?: string
	emailVisibility?: boolean
	oldPassword?: string
	password?: string
	passwordConfirm?: string
	verified?: boolean
}

// Update type for Base collections
export type UpdateBase<T> = Partial<
	Omit<ProcessCreateAndUpdateFields<T>, keyof BaseSystemFields>
>

// Get the correct create type for any collection
export type Create<T extends keyof CollectionResponses> =
	CollectionResponses[T] extends AuthSystemFields
		? CreateAuth<CollectionRecords[T]>
		: CreateBase<CollectionRecords[T]>

// Get the correct update type for any collection
export type Update<T extends keyof CollectionResponses> =
	CollectionResponses[T] extends AuthSystemFields
		? UpdateAuth<CollectionRecords[T]>
		: UpdateBase<CollectionRecords[T]>

// Type for usage with type asserted PocketBase instance
// https://github.com/pocketbase/js-sdk#specify-typescript-definitions

export type TypedPocketBase = {
	collection<T extends keyof CollectionResponses>(
		idOrName: T
	): RecordService<CollectionResponses[T]>
} & PocketBase
