// SPDX-License-Identifier: MIT
// Walks the visible widgets under a window and says where a text does not fit its widget
// (measured with the widget's font and its style's margins, not with the widget's own size
// hints), where a widget sticks out of its parent or covers a sibling, and where a list
// or table shows fewer rows than it should.
#pragma once

#include "editor/elidedtext.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QRubberBand>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <cmath>

namespace hitmask::testing {

class TextFit {
public:
    // Every problem under `root`, one line each: "path: what, needed N px, available M px".
    static QStringList problems(QWidget* root) {
        TextFit fit(root);
        fit.walk(root);
        return fit.problems_;
    }

    // Rows an item view shows whole at least (fewer when it holds fewer).
    static constexpr int kRows = 3;

private:
    explicit TextFit(QWidget* root)
        : root_(root) {}

    static int advance(const QFont& font, const QString& text) {
        return int(std::ceil(QFontMetricsF(font).horizontalAdvance(text)));
    }
    static QString withoutMnemonic(QString text) {
        text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
        text.remove(u'&');
        return text.replace(u'\x01', u'&');
    }
    // Object names where given, else class names; a group box says which by its title.
    QString path(const QWidget* w) const {
        QStringList parts;
        for (; w && w != root_->parentWidget(); w = w->parentWidget()) {
            QString part = w->objectName().isEmpty() || w->objectName().startsWith(u"qt_")
                               ? QString::fromLatin1(w->metaObject()->className())
                               : w->objectName();
            if (auto* group = qobject_cast<const QGroupBox*>(w))
                part += QStringLiteral("[%1]").arg(withoutMnemonic(group->title()));
            parts.prepend(part.remove(QStringLiteral("hitmask::")));
        }
        return parts.join(u'/');
    }
    void report(const QWidget* w, const QString& text, const QString& what, int needed,
                int available) {
        problems_ << QStringLiteral("%1 \"%2\": %3, needs %4 px, has %5 px")
                         .arg(path(w), text.left(60).replace(u'\n', u' '), what)
                         .arg(needed)
                         .arg(available);
    }
    // The width of `w` that is not hidden by an ancestor (up to a scroll area's viewport,
    // whose contents scroll into view).
    static int shownWidth(const QWidget* w) {
        QRect shown = w->rect();
        for (const QWidget* a = w; a->parentWidget() && !a->isWindow(); a = a->parentWidget()) {
            const QWidget* parent = a->parentWidget();
            if (qobject_cast<const QAbstractScrollArea*>(parent->parentWidget()))
                break;
            shown = shown.intersected(parent->rect().translated(-w->mapTo(parent, QPoint())));
        }
        return std::max(0, shown.width());
    }
    static bool elides(const QWidget* w) { return w->property(kElidesText).toBool(); }

    void walk(QWidget* w) {
        checkWidget(w);
        const QList<QWidget*> children = w->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        QList<QWidget*> shown;
        // A panel tabbed behind another is moved out of its window rather than hidden.
        for (QWidget* child : children)
            if (child->isVisible() && !child->isWindow() && child->geometry().intersects(w->rect()))
                shown << child;
        checkPlacement(w, shown);
        for (QWidget* child : shown)
            walk(child);
    }

    // Drawn over the others on purpose, taking no clicks: a rubber band, a focus ring.
    static bool overlay(const QWidget* w) {
        return qobject_cast<const QRubberBand*>(w) ||
               w->testAttribute(Qt::WA_TransparentForMouseEvents);
    }

    // Children inside their parent and clear of each other.
    void checkPlacement(QWidget* parent, const QList<QWidget*>& shown) {
        if (qobject_cast<QAbstractScrollArea*>(parent->parentWidget()))
            return; // a viewport's contents scroll
        for (int i = 0; i < shown.size(); ++i) {
            const QRect g = shown[i]->geometry();
            if (overlay(shown[i]) || g.isEmpty())
                continue;
            if (!parent->rect().contains(g) && !qobject_cast<QTabBar*>(parent))
                report(shown[i], QString(), QStringLiteral("sticks out of its parent"), g.width(),
                       parent->rect().intersected(g).width());
            for (int j = i + 1; j < shown.size(); ++j) {
                const QRect overlap = g.intersected(shown[j]->geometry());
                if (!overlap.isEmpty() && !overlay(shown[j]))
                    problems_ << QStringLiteral("%1 and %2 overlap by %3x%4 px")
                                     .arg(path(shown[i]), path(shown[j]))
                                     .arg(overlap.width())
                                     .arg(overlap.height());
            }
        }
    }

    void checkWidget(QWidget* w) {
        if (elides(w))
            return;
        if (auto* label = qobject_cast<QLabel*>(w))
            checkLabel(label);
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            checkButton(button);
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            checkCombo(combo);
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            checkSpinBox(spin);
        else if (auto* edit = qobject_cast<QLineEdit*>(w))
            checkPlaceholder(edit);
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            checkGroupBox(group);
        else if (auto* dock = qobject_cast<QDockWidget*>(w))
            checkDockTitle(dock);
        else if (auto* tabs = qobject_cast<QTabBar*>(w))
            checkTabBar(tabs);
        else if (auto* header = qobject_cast<QHeaderView*>(w))
            checkHeader(header);
        else if (auto* toolBar = qobject_cast<QToolBar*>(w))
            checkToolBar(toolBar);
        if (auto* view = qobject_cast<QAbstractItemView*>(w);
            view && !qobject_cast<QHeaderView*>(w))
            checkRows(view);
    }

    void checkLabel(QLabel* label) {
        QString text = label->text();
        if (text.isEmpty())
            return;
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
        if (!rich && label->buddy())
            text = withoutMnemonic(text);
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        if (rich)
            doc.setHtml(text);
        else
            doc.setPlainText(text);
        const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                          -label->margin(), -label->margin());
        const int available =
            std::min(room.width(), shownWidth(label) - (label->width() - room.width()));
        if (label->wordWrap()) {
            QTextOption option = doc.defaultTextOption();
            option.setWrapMode(QTextOption::WordWrap);
            doc.setDefaultTextOption(option);
            doc.setTextWidth(available);
            const int needed = int(std::ceil(doc.size().height()));
            if (needed > room.height())
                report(label, doc.toPlainText(), QStringLiteral("wrapped lines cut (height)"),
                       needed, room.height());
        }
        const int needed = int(std::ceil(doc.idealWidth()));
        if (needed > available)
            report(label, doc.toPlainText(), QStringLiteral("label cut"), needed, available);
    }

    void checkButton(QAbstractButton* button) {
        const QString text = withoutMnemonic(button->text());
        if (text.isEmpty())
            return;
        QStyle* style = button->style();
        const int textWidth = advance(button->font(), text);
        const int textHeight = button->fontMetrics().height();
        const int iconWidth = button->icon().isNull() ? 0 : button->iconSize().width() + 4;
        QSize needed;
        if (auto* tool = qobject_cast<QToolButton*>(button)) {
            if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly && !tool->icon().isNull())
                return;
            QStyleOptionToolButton option;
            option.initFrom(tool);
            // Qt pads a tool button's text with a space each side.
            const int padded = textWidth + 2 * advance(tool->font(), QStringLiteral(" "));
            option.text = text;
            option.toolButtonStyle = tool->toolButtonStyle();
            const int width =
                tool->toolButtonStyle() == Qt::ToolButtonTextUnderIcon
                    ? std::max(padded, iconWidth)
                    : padded + (tool->toolButtonStyle() == Qt::ToolButtonTextOnly ? 0 : iconWidth);
            needed = style->sizeFromContents(QStyle::CT_ToolButton, &option,
                                             QSize(width, textHeight), tool);
            if (tool->popupMode() == QToolButton::MenuButtonPopup)
                needed.rwidth() +=
                    style->pixelMetric(QStyle::PM_MenuButtonIndicator, &option, tool);
        } else if (qobject_cast<QCheckBox*>(button) || qobject_cast<QRadioButton*>(button)) {
            const bool check = qobject_cast<QCheckBox*>(button);
            QStyleOptionButton option;
            option.initFrom(button);
            option.text = text;
            needed =
                style->sizeFromContents(check ? QStyle::CT_CheckBox : QStyle::CT_RadioButton,
                                        &option, QSize(textWidth + iconWidth, textHeight), button);
        } else if (auto* push = qobject_cast<QPushButton*>(button)) {
            QStyleOptionButton option;
            option.initFrom(push);
            option.text = text;
            if (push->menu())
                option.features |= QStyleOptionButton::HasMenu;
            needed = style->sizeFromContents(QStyle::CT_PushButton, &option,
                                             QSize(textWidth + iconWidth, textHeight), push);
            // Not the style's 80 px least width of a button with text: only its margins.
            const int margins =
                2 * (style->pixelMetric(QStyle::PM_ButtonMargin, &option, push) +
                     style->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, push));
            needed.setWidth(std::min(needed.width(), textWidth + iconWidth + margins));
        } else {
            return;
        }
        const int available = std::min(button->width(), shownWidth(button));
        if (needed.width() > available)
            report(button, text, QStringLiteral("button text cut"), needed.width(), available);
    }

    void checkCombo(QComboBox* combo) {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        option.frame = combo->hasFrame();
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                           QStyle::SC_ComboBoxEditField, combo);
        const int available = field.width() - (combo->width() - shownWidth(combo));
        for (int i = 0; i < combo->count(); ++i) {
            const QString text = combo->itemText(i);
            const int icon = combo->itemIcon(i).isNull() ? 0 : combo->iconSize().width() + 4;
            const int needed = advance(combo->font(), text) + icon + 2; // the label's 1 px insets
            if (needed > available)
                report(combo, text, QStringLiteral("combo item cut"), needed, available);
        }
    }

    void checkSpinBox(QAbstractSpinBox* spin) {
        QLineEdit* edit = spin->findChild<QLineEdit*>();
        if (!edit)
            return;
        QStringList texts{edit->text()};
        const QLocale locale = spin->locale();
        if (auto* box = qobject_cast<QSpinBox*>(spin)) {
            texts << box->prefix() + locale.toString(box->maximum()) + box->suffix();
            texts << (box->specialValueText().isEmpty()
                          ? box->prefix() + locale.toString(box->minimum()) + box->suffix()
                          : box->specialValueText());
        } else if (auto* real = qobject_cast<QDoubleSpinBox*>(spin)) {
            for (double value : {real->minimum(), real->maximum()})
                texts << real->prefix() + locale.toString(value, 'f', real->decimals()) +
                             real->suffix();
        }
        // QLineEdit keeps 2 px each side of its text, inside its text margins.
        const QMargins margins = edit->textMargins();
        const int available =
            std::min(edit->width(), shownWidth(edit)) - 4 - margins.left() - margins.right();
        for (const QString& text : texts) {
            const int needed = advance(edit->font(), text);
            if (needed > available) {
                report(spin, text, QStringLiteral("spin box text cut"), needed, available);
                return;
            }
        }
    }

    void checkPlaceholder(QLineEdit* edit) {
        if (edit->placeholderText().isEmpty() || !edit->text().isEmpty())
            return;
        QStyleOptionFrame option; // as QLineEdit::initStyleOption fills it
        option.initFrom(edit);
        option.lineWidth =
            edit->hasFrame()
                ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit)
                : 0;
        const QRect room =
            edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
        const QMargins margins = edit->textMargins();
        const int available = room.width() - 4 - margins.left() - margins.right();
        const int needed = advance(edit->font(), edit->placeholderText());
        if (needed > available)
            report(edit, edit->placeholderText(), QStringLiteral("placeholder cut"), needed,
                   available);
    }

    void checkGroupBox(QGroupBox* group) {
        if (group->title().isEmpty())
            return;
        QStyleOptionGroupBox option;
        option.initFrom(group);
        option.text = group->title();
        option.subControls = QStyle::SC_GroupBoxLabel | QStyle::SC_GroupBoxFrame;
        if (group->isCheckable())
            option.subControls |= QStyle::SC_GroupBoxCheckBox;
        const QRect label = group->style()->subControlRect(QStyle::CC_GroupBox, &option,
                                                           QStyle::SC_GroupBoxLabel, group);
        const int text = advance(group->font(), withoutMnemonic(group->title()));
        const int needed = label.left() + text;
        const int available = shownWidth(group);
        if (needed > available)
            report(group, group->title(), QStringLiteral("group title cut"), needed, available);
    }

    void checkDockTitle(QDockWidget* dock) {
        if (dock->titleBarWidget() || dock->windowTitle().isEmpty())
            return;
        int right = dock->width();
        for (auto* button : dock->findChildren<QAbstractButton*>(Qt::FindDirectChildrenOnly))
            if (button->isVisible())
                right = std::min(right, button->x());
        const int margin =
            dock->style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
        const int needed = advance(dock->font(), withoutMnemonic(dock->windowTitle()));
        const int available = right - 2 * margin;
        if (needed > available)
            report(dock, dock->windowTitle(), QStringLiteral("dock title cut"), needed, available);
    }

    void checkTabBar(QTabBar* tabs) {
        for (auto* button : tabs->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly))
            if (button->isVisible()) // the scroll arrows: some tabs are out of sight
                report(tabs, QString(), QStringLiteral("tabs do not fit"), tabs->sizeHint().width(),
                       tabs->width());
        const int space = tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs);
        for (int i = 0; i < tabs->count(); ++i) {
            const QString text = withoutMnemonic(tabs->tabText(i));
            const int icon = tabs->tabIcon(i).isNull() ? 0 : tabs->iconSize().width() + 4;
            const int needed = advance(tabs->font(), text) + icon + space;
            const int available = tabs->tabRect(i).intersected(tabs->rect()).width();
            if (needed > available)
                report(tabs, text, QStringLiteral("tab text cut"), needed, available);
        }
    }

    void checkHeader(QHeaderView* header) {
        if (!header->model())
            return;
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const bool horizontal = header->orientation() == Qt::Horizontal;
        const int room = horizontal ? header->viewport()->width() : header->viewport()->height();
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const QString text =
                header->model()->headerData(section, header->orientation()).toString();
            const int start = header->sectionViewportPosition(section);
            const int size = header->sectionSize(section);
            if (horizontal && start + size > room)
                report(header, text, QStringLiteral("column out of sight"), start + size, room);
            if (!horizontal || text.isEmpty())
                continue;
            const int needed = advance(header->font(), text) + 2 * margin;
            if (needed > size)
                report(header, text, QStringLiteral("column header cut"), needed, size);
        }
    }

    void checkToolBar(QToolBar* toolBar) {
        for (auto* button : toolBar->findChildren<QToolButton*>(
                 QStringLiteral("qt_toolbar_ext_button"), Qt::FindDirectChildrenOnly))
            if (button->isVisible())
                report(toolBar, toolBar->windowTitle(),
                       QStringLiteral("tool bar hides actions behind its extension button"),
                       toolBar->sizeHint().width(), toolBar->width());
    }

    void checkRows(QAbstractItemView* view) {
        const QAbstractItemModel* model = view->model();
        if (!model || model->rowCount(view->rootIndex()) == 0)
            return;
        auto* list = qobject_cast<QListView*>(view);
        if (list && list->flow() == QListView::LeftToRight)
            return; // a strip of thumbnails, not rows
        const int rows = std::min(kRows, model->rowCount(view->rootIndex()));
        const QRect first = view->visualRect(model->index(0, 0, view->rootIndex()));
        const int needed = rows * first.height();
        const int available = view->viewport()->height();
        if (needed > available)
            report(view, QStringLiteral("%1 row(s)").arg(rows),
                   QStringLiteral("too few rows shown"), needed, available);
    }

    QWidget* root_;
    QStringList problems_;
};

} // namespace hitmask::testing
