// SPDX-License-Identifier: MIT
// Build-time tool: renders the app's SVG icon into the hicolor theme's PNG sizes, so the
// package carries raster icons for desktops and panels that do not scale SVGs themselves.
// usage: bw_svgtopng ICON.svg OUTDIR NAME SIZE...
//   writes OUTDIR/<SIZE>x<SIZE>/apps/NAME.png for every SIZE.
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char** argv)
{
    // Rasterising needs no platform plugin: QImage and QPainter work without a display.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 5) {
        std::fprintf(stderr, "usage: bw_svgtopng ICON.svg OUTDIR NAME SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "bw_svgtopng: cannot read %s\n", qPrintable(args.at(1)));
        return 1;
    }
    for (qsizetype i = 4; i < args.size(); ++i) {
        bool ok = false;
        const int sizePx = args.at(i).toInt(&ok);
        if (!ok || sizePx < 1 || sizePx > 1024) {
            std::fprintf(stderr, "bw_svgtopng: bad size '%s'\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(sizePx, sizePx, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        const QString dir =
            QStringLiteral("%1/%2x%2/apps").arg(args.at(2), QString::number(sizePx));
        const QString file = dir + QLatin1Char('/') + args.at(3) + QStringLiteral(".png");
        if (!QDir().mkpath(dir) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "bw_svgtopng: cannot write %s\n", qPrintable(file));
            return 1;
        }
    }
    return 0;
}
