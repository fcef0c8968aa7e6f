import type { FeatureNames } from './feature-name';

type Texts = { [key: string]: string | Texts };

export interface FeatureTexts {
  /** The feature's own namespace (`src/locales/<language>/<plural>.json`). */
  namespace: Texts;
  /** Its entry in common.json's `navigation`. */
  navigation: string;
  /** Its three actions in audit.json's `actions`. */
  audit: { created: string; updated: string; deleted: string };
}

/**
 * The texts of a new feature in each language. English is derived from the name. French, Arabic and
 * Swahili are phrased so that they need no noun (no gender or plural to agree with): only the page
 * title, the navigation entry and the audit entries name the feature, with its English name, for a
 * translator to replace.
 */
export function featureTexts({
  plural,
  singular,
  Plural,
  Singular,
  aSingular,
  ASingular,
}: FeatureNames): Record<string, FeatureTexts> {
  return {
    en: {
      navigation: Plural,
      audit: {
        created: `${Singular} created`,
        updated: `${Singular} updated`,
        deleted: `${Singular} deleted`,
      },
      namespace: {
        title: Plural,
        searchLabel: `Search ${plural}`,
        searchPlaceholder: 'Name or description',
        showing: 'Showing {{count}} of {{total}}',
        results_one: '{{count}} result for "{{term}}"',
        results_other: '{{total}} results for "{{term}}"',
        empty: `No ${plural} found.`,
        noneYet: `No ${plural} yet.`,
        new: `New ${singular}`,
        fields: { name: 'Name', description: 'Description' },
        noDescription: 'No description',
        back: `Back to ${plural}`,
        edit: 'Edit',
        delete: {
          button: 'Delete',
          confirmTitle: `Delete this ${singular}?`,
          confirmDescription: '"{{name}}" will be deleted. This cannot be undone.',
          success: `${Singular} deleted`,
          failed: `Failed to delete the ${singular}`,
        },
        form: {
          createTitle: `New ${singular}`,
          updateTitle: `Edit ${singular}`,
          submit: 'Save',
          saving: 'Saving…',
          created: `${Singular} created`,
          updated: `${Singular} updated`,
          failed: `Failed to save the ${singular}`,
        },
        meta: {
          list: `Search the ${plural} by name or description.`,
          detail: `${ASingular}: its name and description.`,
          new: `Add a new ${singular}.`,
          update: `Change ${aSingular}: its name and description.`,
        },
      },
    },
    fr: {
      navigation: Plural,
      audit: {
        created: `${Plural} : ajout`,
        updated: `${Plural} : modification`,
        deleted: `${Plural} : suppression`,
      },
      namespace: {
        title: Plural,
        searchLabel: `Rechercher (${Plural})`,
        searchPlaceholder: 'Nom ou description',
        showing: 'Affichage de {{count}} sur {{total}}',
        results_one: '{{count}} résultat pour « {{term}} »',
        results_many: '{{total}} résultats pour « {{term}} »',
        results_other: '{{total}} résultats pour « {{term}} »',
        empty: 'Aucun résultat.',
        noneYet: 'Rien n’a encore été ajouté.',
        new: 'Ajouter',
        fields: { name: 'Nom', description: 'Description' },
        noDescription: 'Pas de description',
        back: 'Retour à la liste',
        edit: 'Modifier',
        delete: {
          button: 'Supprimer',
          confirmTitle: 'Confirmer la suppression ?',
          confirmDescription: '« {{name}} » sera supprimé. Cette action est irréversible.',
          success: 'Suppression effectuée',
          failed: 'La suppression a échoué',
        },
        form: {
          createTitle: `Ajouter (${Plural})`,
          updateTitle: 'Modifier',
          submit: 'Enregistrer',
          saving: 'Enregistrement…',
          created: 'Ajout enregistré',
          updated: 'Modifications enregistrées',
          failed: 'L’enregistrement a échoué',
        },
        meta: {
          list: `${Plural} : recherche par nom ou description.`,
          detail: `${Plural} : nom et description.`,
          new: `${Plural} : ajout.`,
          update: `${Plural} : modification du nom et de la description.`,
        },
      },
    },
    ar: {
      navigation: Plural,
      audit: { created: `${Plural}: إضافة`, updated: `${Plural}: تعديل`, deleted: `${Plural}: حذف` },
      namespace: {
        title: Plural,
        searchLabel: `البحث (${Plural})`,
        searchPlaceholder: 'الاسم أو الوصف',
        showing: 'عرض {{count}} من أصل {{total}}',
        results_zero: 'لا توجد نتائج عن «{{term}}»',
        results_one: 'نتيجة واحدة عن «{{term}}»',
        results_two: 'نتيجتان عن «{{term}}»',
        results_few: '{{total}} نتائج عن «{{term}}»',
        results_many: '{{total}} نتيجة عن «{{term}}»',
        results_other: '{{total}} نتيجة عن «{{term}}»',
        empty: 'لا توجد نتائج.',
        noneYet: 'لم تتم إضافة أي شيء بعد.',
        new: 'إضافة',
        fields: { name: 'الاسم', description: 'الوصف' },
        noDescription: 'بلا وصف',
        back: 'العودة إلى القائمة',
        edit: 'تعديل',
        delete: {
          button: 'حذف',
          confirmTitle: 'تأكيد الحذف؟',
          confirmDescription: 'سيُحذف «{{name}}». لا يمكن التراجع عن ذلك.',
          success: 'تم الحذف',
          failed: 'تعذّر الحذف',
        },
        form: {
          createTitle: `إضافة (${Plural})`,
          updateTitle: 'تعديل',
          submit: 'حفظ',
          saving: 'جارٍ الحفظ…',
          created: 'تمت الإضافة',
          updated: 'تم حفظ التعديلات',
          failed: 'تعذّر الحفظ',
        },
        meta: {
          list: `${Plural}: البحث بالاسم أو الوصف.`,
          detail: `${Plural}: الاسم والوصف.`,
          new: `${Plural}: إضافة.`,
          update: `${Plural}: تعديل الاسم والوصف.`,
        },
      },
    },
    sw: {
      navigation: Plural,
      audit: {
        created: `${Plural}: kuongezwa`,
        updated: `${Plural}: kusasishwa`,
        deleted: `${Plural}: kufutwa`,
      },
      namespace: {
        title: Plural,
        searchLabel: `Tafuta (${Plural})`,
        searchPlaceholder: 'Jina au maelezo',
        showing: 'Inaonyesha {{count}} kati ya {{total}}',
        results_one: 'Tokeo {{count}} la "{{term}}"',
        results_other: 'Matokeo {{total}} ya "{{term}}"',
        empty: 'Hakuna matokeo.',
        noneYet: 'Bado hakuna kilichoongezwa.',
        new: 'Ongeza',
        fields: { name: 'Jina', description: 'Maelezo' },
        noDescription: 'Hakuna maelezo',
        back: 'Rudi kwenye orodha',
        edit: 'Hariri',
        delete: {
          button: 'Futa',
          confirmTitle: 'Thibitisha kufuta?',
          confirmDescription: '"{{name}}" itafutwa. Hatua hii haiwezi kutenduliwa.',
          success: 'Imefutwa',
          failed: 'Imeshindikana kufuta',
        },
        form: {
          createTitle: `Ongeza (${Plural})`,
          updateTitle: 'Hariri',
          submit: 'Hifadhi',
          saving: 'Inahifadhi…',
          created: 'Imeongezwa',
          updated: 'Mabadiliko yamehifadhiwa',
          failed: 'Imeshindikana kuhifadhi',
        },
        meta: {
          list: `${Plural}: tafuta kwa jina au maelezo.`,
          detail: `${Plural}: jina na maelezo.`,
          new: `${Plural}: ongeza.`,
          update: `${Plural}: badilisha jina na maelezo.`,
        },
      },
    },
  };
}
