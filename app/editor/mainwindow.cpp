// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "common/imageloader.h"
#include "common/spritemask.h"
#include "maskpreview.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace hitmask {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , preview_(new MaskPreview(this)) {
    setWindowTitle(tr("Hitmask"));
    setCentralWidget(preview_);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open Sprite..."), QKeySequence::Open, this, &MainWindow::chooseSprite);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Open &Demo"), this, &MainWindow::openDemo);
    resize(800, 600);
}

bool MainWindow::openSprite(const QString& path) {
    const LoadedImage loaded = ImageLoader().load(path);
    if (!loaded.ok()) {
        // Window-modal but not blocking, so nothing waits on the user to carry on.
        auto* box = new QMessageBox(
            QMessageBox::Warning, tr("Cannot open sprite"),
            tr("%1 could not be opened: %2.").arg(QFileInfo(path).fileName(), loaded.error),
            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    const Mask mask = maskFromImage(loaded.image, MaskRule{});
    preview_->setSprite(loaded.image, mask);
    setWindowTitle(tr("%1 - Hitmask").arg(QFileInfo(path).fileName()));
    statusBar()->showMessage(
        tr("%1 x %2 pixels, %3 solid").arg(mask.width()).arg(mask.height()).arg(mask.count()));
    return true;
}

void MainWindow::openDemo() {
    openSprite(QStringLiteral(":/demo/frog.png"));
}

void MainWindow::chooseSprite() {
    QStringList patterns;
    for (const QByteArray& format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Sprite"), {}, tr("Images (%1);;All files (*)").arg(patterns.join(u' ')));
    if (!path.isEmpty())
        openSprite(path);
}

} // namespace hitmask
