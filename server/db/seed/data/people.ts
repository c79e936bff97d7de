/** Common Egyptian first names (male, female) and family names for generated accounts. */
export const MALE_NAMES = [
  'محمد', 'أحمد', 'محمود', 'مصطفى', 'عمر', 'يوسف', 'كريم', 'طارق', 'حسام', 'إسلام',
  'شريف', 'خالد', 'عمرو', 'هشام', 'وليد', 'إبراهيم', 'علي', 'حسن', 'ياسر', 'مينا',
];

export const FEMALE_NAMES = [
  'فاطمة', 'مريم', 'نورهان', 'آية', 'سارة', 'منى', 'هبة', 'ياسمين', 'دينا', 'رحاب',
  'إيمان', 'شيماء', 'نهى', 'مروة', 'ريهام', 'هند', 'سلمى', 'جنى', 'مارينا', 'أسماء',
];

export const FAMILY_NAMES = [
  'عبد الرحمن', 'السيد', 'حسن', 'إبراهيم', 'عبد الله', 'مصطفى', 'الشريف', 'فؤاد', 'سليمان',
  'عبد العزيز', 'منصور', 'النجار', 'الشافعي', 'عثمان', 'رمضان', 'جرجس', 'حنا', 'زكي', 'سالم',
  'البنا',
];

/** Latin spellings used to build usernames and emails. */
export const LATIN: Record<string, string> = {
  محمد: 'mohamed', أحمد: 'ahmed', محمود: 'mahmoud', مصطفى: 'mostafa', عمر: 'omar', يوسف: 'youssef',
  كريم: 'karim', طارق: 'tarek', حسام: 'hossam', إسلام: 'eslam', شريف: 'sherif', خالد: 'khaled',
  عمرو: 'amr', هشام: 'hesham', وليد: 'walid', إبراهيم: 'ibrahim', علي: 'ali', حسن: 'hassan',
  ياسر: 'yasser', مينا: 'mina', فاطمة: 'fatma', مريم: 'mariam', نورهان: 'nourhan', آية: 'aya',
  سارة: 'sara', منى: 'mona', هبة: 'heba', ياسمين: 'yasmin', دينا: 'dina', رحاب: 'rehab',
  إيمان: 'eman', شيماء: 'shaimaa', نهى: 'noha', مروة: 'marwa', ريهام: 'reham', هند: 'hend',
  سلمى: 'salma', جنى: 'jana', مارينا: 'marina', أسماء: 'asmaa',
};
