// SPDX-License-Identifier: MIT
#include "exportdialog.h"

#include "document/commands/exportcommands.h"
#include "document/projectdocument.h"
#include "export/maskexporter.h"
#include "export/projectexport.h"
#include "export/targetexport.h"
#include "exportrunner.h"
#include "shapesettingsbox.h"
#include "spritechecklist.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace hitmask {

ExportDialog::ExportDialog(ProjectDocument& document, QWidget* parent)
    : QDialog(parent)
    , document_(document)
    , checklist_(new SpriteChecklist)
    , sprites_(checklist_->list())
    , format_(new QComboBox)
    , raw_(new QCheckBox(tr("Raw payload, without the HMSK header (one file per frame)")))
    , encoding_(new QComboBox)
    , folder_(new QLineEdit)
    , pattern_(new QLineEdit)
    , sizes_(new QTableWidget(0, 2))
    , target_(new QLabel)
    , folderNote_(new QLabel)
    , shapes_(new ShapeSettingsBox)
    , targetList_(new QListWidget)
    , targetName_(new QLineEdit)
    , targetProblem_(new QLabel) {
    targetList_->setObjectName(QStringLiteral("targets"));
    targetName_->setObjectName(QStringLiteral("targetName"));
    targetProblem_->setObjectName(QStringLiteral("targetProblem"));
    targetProblem_->setWordWrap(true);
    targetName_->setPlaceholderText(tr("Name, e.g. godot"));
    // Room for the hint in every language, measured as the style draws a line edit (4 px:
    // QLineEdit's own margins beside the text).
    QStyleOptionFrame frame;
    frame.initFrom(targetName_);
    frame.lineWidth = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &frame, targetName_);
    const int hint = int(std::ceil(
        QFontMetricsF(targetName_->font()).horizontalAdvance(targetName_->placeholderText())));
    targetName_->setMinimumWidth(
        style()
            ->sizeFromContents(QStyle::CT_LineEdit, &frame,
                               QSize(hint + 4, targetName_->fontMetrics().height()), targetName_)
            .width());
    targetList_->setMaximumHeight(90);
    setWindowTitle(tr("Export Masks"));
    format_->setObjectName(QStringLiteral("format"));
    folder_->setObjectName(QStringLiteral("folder"));
    pattern_->setObjectName(QStringLiteral("pattern"));
    target_->setObjectName(QStringLiteral("target"));
    folderNote_->setObjectName(QStringLiteral("folderNote"));
    folderNote_->setWordWrap(true);
    for (const MaskExporter* exporter : allExporters())
        format_->addItem(exporter->displayName(), exporter->id());
    for (Encoding e : kEncodings)
        encoding_->addItem(QString::fromLatin1(encodingName(e)), int(e));
    encoding_->setToolTip(tr("The payload a C header holds"));
    pattern_->setToolTip(
        tr("{dir}: the sprite's folder within the project, {sprite}: the sprite's file name, "
           "{suffix}: the sprite file's suffix (png, gif), {frame}: the frame number, {channel}: "
           "the channel's name (PBM, PNG and raw "
           "write one file per channel), {ext}: the format's suffix"));
    sizes_->setHorizontalHeaderLabels({tr("Format"), tr("Size")});
    sizes_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // Seven-digit sizes ("1.250.075 Bytes") wrapped in a column of the default width.
    sizes_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    sizes_->verticalHeader()->hide();
    sizes_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    sizes_->setSelectionMode(QAbstractItemView::NoSelection);
    // Rows of one line each, and four of them shown whole: squeezed by the rest of the
    // dialog, the table showed one and a half.
    sizes_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    const int row = sizes_->fontMetrics().height() + 8;
    sizes_->verticalHeader()->setMinimumSectionSize(row);
    sizes_->setMinimumHeight(sizes_->horizontalHeader()->sizeHint().height() + 4 * row +
                             2 * sizes_->frameWidth());
    target_->setWordWrap(true);
    const QDir projectDir = QFileInfo(document.filePath()).absoluteDir();
    for (const auto& sprite : document.sprites())
        checklist_->addSprite(document.spriteLabel(*sprite),
                              QDir::toNativeSeparators(projectDir.relativeFilePath(sprite->path())),
                              skipKey(projectDir, *sprite));
    // Ctrl+F anywhere in the dialog filters the sprites.
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        checklist_->filterBox()->setFocus(Qt::ShortcutFocusReason);
        checklist_->filterBox()->selectAll();
    });

    auto* browse = new QPushButton(tr("Browse..."));
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("Format:"), format_);
    form->addRow(QString(), raw_);
    form->addRow(tr("C header payload:"), encoding_);
    form->addRow(shapes_);
    form->addRow(tr("Folder:"), folderRow);
    form->addRow(QString(), folderNote_);
    form->addRow(tr("File names:"), pattern_);
    form->addRow(target_);
    form->addRow(tr("Size of the selected sprites:"), sizes_);
    // Targets: every output of the project's build, written together by File > Export All
    // Targets and `hitmask-cli export`.
    auto* add = new QPushButton(tr("Add as Target"));
    add->setObjectName(QStringLiteral("addTarget"));
    auto* remove = new QPushButton(tr("Remove Target"));
    remove->setObjectName(QStringLiteral("removeTarget"));
    auto* targetRow = new QHBoxLayout;
    targetRow->addWidget(targetName_, 1);
    targetRow->addWidget(add);
    targetRow->addWidget(remove);
    form->addRow(tr("Export targets:"), targetList_);
    form->addRow(QString(), targetRow);
    form->addRow(targetProblem_);
    connect(add, &QPushButton::clicked, this, &ExportDialog::addTarget);
    connect(remove, &QPushButton::clicked, this, &ExportDialog::removeTarget);
    connect(targetList_, &QListWidget::currentRowChanged, this, &ExportDialog::showTarget);
    connect(&document_, &ProjectDocument::exportTargetsChanged, this, &ExportDialog::listTargets);
    listTargets();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    // The sprites in a column of their own, the dialog's full height: forty of them are
    // picked from a list of many rows, not the few a form row leaves.
    auto* spritesLabel = new QLabel(tr("&Sprites:"));
    spritesLabel->setBuddy(checklist_->filterBox());
    auto* spritesColumn = new QVBoxLayout;
    spritesColumn->addWidget(spritesLabel);
    spritesColumn->addWidget(checklist_, 1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(spritesColumn, 2);
    columns->addLayout(form, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    loaded_ = document.exportSettings();
    load(loaded_);
    shown_ = shownSettings();
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::acceptUnlessClashing);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::updateControls);
    connect(raw_, &QCheckBox::toggled, this, &ExportDialog::updateControls);
    connect(encoding_, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSizes);
    connect(folder_, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    connect(pattern_, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    // The warning under the folder follows every control: unticking the sprite that
    // clashed clears it.
    connect(sprites_, &QListWidget::itemChanged, this, &ExportDialog::updateControls);
    connect(shapes_, &ShapeSettingsBox::changed, this, &ExportDialog::updateControls);
    updateControls(); // the sizes too: each format rendered once, not twice
}

void ExportDialog::load(const ExportSettings& s) {
    format_->setCurrentIndex(std::max(0, format_->findData(s.format)));
    raw_->setChecked(s.raw);
    encoding_->setCurrentIndex(encoding_->findData(int(s.headerEncoding)));
    folder_->setText(s.folder);
    pattern_->setText(s.pattern);
    shapes_->setSettings(s.shapes);
    for (int i = 0; i < sprites_->count(); ++i) {
        QListWidgetItem* item = sprites_->item(i);
        item->setCheckState(s.skipped.contains(item->data(Qt::UserRole).toString()) ? Qt::Unchecked
                                                                                    : Qt::Checked);
    }
}

ExportSettings ExportDialog::settings() const {
    const ExportSettings s = shownSettings();
    return s == shown_ ? loaded_ : s;
}

ExportSettings ExportDialog::shownSettings() const {
    ExportSettings s;
    s.format = format_->currentData().toString();
    const MaskExporter* exporter = exporterFor(s.format);
    s.raw = raw_->isChecked() && exporter && exporter->supportsRaw();
    s.headerEncoding = Encoding(encoding_->currentData().toInt());
    s.folder =
        folder_->text().trimmed().isEmpty() ? QStringLiteral("masks") : folder_->text().trimmed();
    s.pattern = pattern_->text().contains(QLatin1String("{sprite}")) ? pattern_->text()
                                                                     : ExportSettings().pattern;
    for (int i = 0; i < sprites_->count(); ++i)
        if (sprites_->item(i)->checkState() != Qt::Checked)
            s.skipped << sprites_->item(i)->data(Qt::UserRole).toString();
    s.shapes = shapes_->settings();
    return s;
}

void ExportDialog::updateControls() {
    const MaskExporter* exporter = exporterFor(format_->currentData().toString());
    raw_->setEnabled(exporter && exporter->supportsRaw());
    encoding_->setEnabled(exporter && exporter->can(MaskExporter::EncodingChoice));
    shapes_->setEnabled(exporter && exporter->can(MaskExporter::Shapes));
    const ExportSettings s = settings();
    const QList<ExportItem> items = ProjectExport::plan(document_, s);
    const QStringList clashes = ProjectExport::clashes(document_, items, s);
    if (!clashes.isEmpty())
        target_->setText(tr("Nothing would be written: %1").arg(clashes.first()));
    else if (const QStringList paths = ProjectExport::writtenPaths(items, s); paths.isEmpty())
        target_->setText(tr("Nothing to export."));
    else // side-cars included: they are files in the folder too
        target_->setText(tr("Writes %n file(s), the first: %1", nullptr, int(paths.size()))
                             .arg(QDir::toNativeSeparators(paths.front())));
    // A note, not a refusal: a shared asset folder outside the project is a fair choice.
    const QString why = ProjectExport::folderWarning(document_, s);
    folderNote_->setText(why.isEmpty() ? QString() : tr("Note: %1.").arg(why));
    folderNote_->setVisible(!why.isEmpty());
    updateSizes();
}

void ExportDialog::acceptUnlessClashing() {
    const ExportSettings s = settings();
    const QStringList clashes =
        ProjectExport::clashes(document_, ProjectExport::plan(document_, s), s);
    if (clashes.isEmpty()) {
        accept();
        return;
    }
    if (offerToLeaveOut(s))
        return;
    // Window-modal but not blocking; the dialog stays open to fix the pattern.
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Export Masks"),
                        ExportRunner::clashHeadline(int(clashes.size()),
                                                    ProjectExport::suggestedPattern(document_, s)),
                        QMessageBox::Ok, this);
    box->setInformativeText(clashes.mid(0, kClashesShown).join(u'\n'));
    if (clashes.size() > kClashesShown)
        box->setDetailedText(clashes.join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool ExportDialog::offerToLeaveOut(const ExportSettings& s) {
    const QDir projectDir = QFileInfo(document_.filePath()).absoluteDir();
    QStringList unfit;  // as ExportSettings::skipped names them (skipKey)
    QStringList listed; // as the sprite list shows them
    for (const ExportItem& item : ProjectExport::plan(document_, s)) {
        const QString relative = skipKey(projectDir, *item.sprite);
        if (!unfit.contains(relative) && !ProjectExport::problem(item, s).isEmpty()) {
            unfit << relative;
            listed << document_.spriteLabel(*item.sprite);
        }
    }
    ExportSettings others = s;
    others.skipped += unfit;
    const QList<ExportItem> rest = ProjectExport::plan(document_, others);
    if (unfit.isEmpty() || rest.isEmpty() ||
        !ProjectExport::clashes(document_, rest, others).isEmpty())
        return false;
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Export Masks"),
        tr("%n sprite(s) cannot be written in this format: %1. Export the other sprites and "
           "leave these out?",
           nullptr, int(unfit.size()))
            .arg(QLocale().createSeparatedList(listed)),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("leaveOut"));
    box->setInformativeText(ProjectExport::clashes(document_, ProjectExport::plan(document_, s), s)
                                .mid(0, kClashesShown)
                                .join(u'\n'));
    QPushButton* exportOthers = box->addButton(tr("Export the Others"), QMessageBox::AcceptRole);
    box->setDefaultButton(box->addButton(QMessageBox::Cancel));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, exportOthers, unfit] {
        if (box->clickedButton() != exportOthers)
            return;
        for (int i = 0; i < sprites_->count(); ++i)
            if (unfit.contains(sprites_->item(i)->data(Qt::UserRole).toString()))
                sprites_->item(i)->setCheckState(Qt::Unchecked);
        accept();
    });
    box->open();
    return true;
}

void ExportDialog::updateSizes() {
    ExportSettings s = settings();
    sizes_->setRowCount(0);
    for (const MaskExporter* exporter : allExporters()) {
        s.format = exporter->id();
        s.raw = raw_->isChecked() && exporter->supportsRaw();
        qint64 total = 0;
        for (const ExportItem& item : ProjectExport::plan(document_, s)) {
            total += ProjectExport::render(item, s).size();
            if (!ProjectExport::sidecarPath(item, s).isEmpty())
                total += ProjectExport::renderSidecar(item, s).size();
        }
        const int row = sizes_->rowCount();
        sizes_->insertRow(row);
        sizes_->setItem(row, 0, new QTableWidgetItem(exporter->displayName()));
        auto* size = new QTableWidgetItem(tr("%1 bytes").arg(QLocale().toString(total)));
        size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        sizes_->setItem(row, 1, size);
    }
}

void ExportDialog::listTargets() {
    const QSignalBlocker blocker(targetList_);
    targetList_->clear();
    const QList<ExportTarget>& targets = document_.exportTargets();
    for (const ExportTarget& target : targets) {
        const MaskExporter* exporter = exporterFor(target.settings.format);
        targetList_->addItem(tr("%1: %2 in %3")
                                 .arg(target.name,
                                      exporter ? exporter->displayName() : target.settings.format,
                                      QDir::toNativeSeparators(target.settings.folder)));
    }
    // Targets are checked together before Export All Targets writes anything: a clash
    // said here, as the target comes, is one the user need not meet later.
    const QStringList clashes =
        TargetExport::clashes(document_, TargetExport::plan(document_, targets));
    targetProblem_->setVisible(!clashes.isEmpty());
    if (!clashes.isEmpty()) {
        targetProblem_->setText(
            tr("Export All Targets would write nothing: %1").arg(clashes.first()));
        targetProblem_->setToolTip(clashes.mid(0, kClashesShown).join(u'\n'));
    }
}

void ExportDialog::setTargets(const QList<ExportTarget>& targets, const QString& step) {
    document_.undoStack()->push(new SetExportTargets(&document_, targets, step));
}

void ExportDialog::addTarget() {
    const QString name = targetName_->text().trimmed();
    if (name.isEmpty()) {
        targetName_->setFocus();
        return;
    }
    QList<ExportTarget> targets = document_.exportTargets();
    const ExportTarget target{name, settings()};
    auto same = std::find_if(targets.begin(), targets.end(),
                             [&](const ExportTarget& t) { return t.name == name; });
    if (same == targets.end()) {
        targets.append(target);
        setTargets(targets, tr("Add Export Target %1").arg(name));
    } else if (!(*same == target)) {
        *same = target;
        setTargets(targets, tr("Change Export Target %1").arg(name));
    }
}

void ExportDialog::removeTarget() {
    QList<ExportTarget> targets = document_.exportTargets();
    const int row = targetList_->currentRow();
    if (row < 0 || row >= targets.size())
        return;
    const QString name = targets.takeAt(row).name;
    setTargets(targets, tr("Remove Export Target %1").arg(name));
}

void ExportDialog::showTarget(int row) {
    const QList<ExportTarget>& targets = document_.exportTargets();
    if (row < 0 || row >= targets.size())
        return;
    targetName_->setText(targets[row].name);
    load(targets[row].settings);
    updateControls();
}

void ExportDialog::browse() {
    const QString start = ProjectExport::outputFolder(document_, settings());
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Export Folder"), start);
    if (chosen.isEmpty())
        return;
    const QDir projectDir = QFileInfo(document_.filePath()).absoluteDir();
    folder_->setText(document_.filePath().isEmpty() ? chosen : projectDir.relativeFilePath(chosen));
}

} // namespace hitmask
