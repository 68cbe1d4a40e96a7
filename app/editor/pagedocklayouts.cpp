// SPDX-License-Identifier: MIT
#include "pagedocklayouts.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QTabWidget>

namespace hitmask {

namespace {
QString key(int page) {
    return QStringLiteral("window/pageState%1").arg(page);
}
} // namespace

PageDockLayouts::PageDockLayouts(QMainWindow* window, QTabWidget* pages)
    : QObject(window)
    , window_(window)
    , pages_(pages)
    , page_(pages->currentIndex()) {
    connect(pages_, &QTabWidget::currentChanged, this, &PageDockLayouts::onPageChanged);
}

void PageDockLayouts::onPageChanged(int page) {
    if (page == page_)
        return;
    states_[page_] = window_->saveState();
    page_ = page;
    if (const auto found = states_.constFind(page); found != states_.cend()) {
        window_->restoreState(*found);
        return;
    }
    // First visit: the editor keeps every panel; a preview starts with none, all its room
    // for the view (View > the panel's name brings one back, for this tab alone).
    if (page == 0)
        return;
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        dock->hide();
}

void PageDockLayouts::save(QSettings& settings) const {
    for (int page = 0; page < pages_->count(); ++page)
        if (page != page_ && states_.contains(page))
            settings.setValue(key(page), states_.value(page));
}

void PageDockLayouts::load(const QSettings& settings) {
    for (int page = 0; page < pages_->count(); ++page)
        if (page != page_ && settings.contains(key(page)))
            states_[page] = settings.value(key(page)).toByteArray();
}

} // namespace hitmask
