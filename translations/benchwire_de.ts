<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>bw::ui::ChartExporter</name>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchwire chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::ChartPair</name>
    <message>
        <source>Upload, received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload, sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download, received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download, sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, this PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::ExportController</name>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as a PNG image at a size and DPI you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as a scalable SVG drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export intervals as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save one row per interval and direction, for spreadsheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the full result in Benchwire&apos;s versioned JSON format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a result saved earlier as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no finished result to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export intervals as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchwire results (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::ImageSizeDialog</name>
    <message>
        <source>Chart size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common sizes for articles and slides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the image in pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of the image in pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots per inch: 96 is screen size; 192 draws text and lines twice as large, for high-resolution print.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;DPI:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::LiveChart</name>
    <message>
        <source>Throughput per direction: solid lines are what the receiver got, dashed lines what the sender wrote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU use of this PC and of the peer, in percent of all cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 at %3 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::MainWindow</name>
    <message>
        <source>Benchwire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results per direction. Hover a row name for what it means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart title, e.g. &quot;Mini PC X, Wi-Fi 6 5 GHz, upload&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown above the chart and in exported images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second line under the title. Date, peer, interface and settings are added below it automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart as PNG or SVG, the data as CSV or JSON, or copy the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;btitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch between the light and the dark theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another file or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the download half…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No peer is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the name or address of the machine running the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A setting is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the setting and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test did not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped early. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving on port %1. Type one of these on the other machine: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving a test for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test for %1 ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused a test from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test for %1 ended early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · peer %2:%3 · from %4 · %5 s, %n stream(s), buffer %6, window %7</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::PeerPanel</name>
    <message>
        <source>Peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name or IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine that runs &quot;benchwire-cli -s&quot; or Benchwire in Serve mode. The list holds the peers you tested against recently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The peer&apos;s test port (TCP and UDP). Serve mode listens on it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this app a Benchwire server on the port, so another machine can test against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type one of these addresses on the other machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local interface and address the test runs from. The run binds to it, so Ethernet and Wi-Fi can be compared without pulling a cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the list of interfaces and addresses again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Local:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::ResultExporter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Benchwire result: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::ResultsModel</name>
    <message>
        <source>Upload (this PC → peer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download (peer → this PC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send %1, receive %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streams, %2 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean (received)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender&apos;s rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retransmits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean RTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, sending host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, receiving host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles/byte, sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles/byte, receiver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streams and threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket window asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket buffers applied, this PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket buffers applied, peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput the receiving side counted, over the measured intervals (warm-up excluded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes the sending side wrote, divided by the measured time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the sender&apos;s TCP statistics; n/a where the OS does not report them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole-system CPU use of that host during the measured time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy CPU cycles of the host per byte moved: lower is more efficient.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The socket buffer sizes the operating system actually applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings the test ran with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::RunPanel</name>
    <message>
        <source>&amp;Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This PC sends, the peer receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The peer sends, this PC receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload, then download: one after the other, one result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;multaneous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload and download at the same time, on separate streams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the test now. The figures measured so far are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of the test has run, and the time left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::SettingsPanel</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in all settings at once: Quick check (5 s, 1 stream), Review (30 s, 4 streams, 2 s warm-up) or Max throughput (many streams, large buffers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the test measures, after the warm-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time at the start that is run but left out of the results, so TCP can ramp up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often a point is measured and plotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel TCP connections per direction. More streams fill fast links that one connection cannot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker threads that drive the streams. Auto uses one per stream, up to the number of CPU cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many bytes each read or write call moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The socket send and receive buffer (TCP window). Auto leaves it to the operating system&apos;s autotuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv4 or IPv6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv4 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IPv6 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which IP version the test uses to reach the peer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Streams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buffer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Socket &amp;window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;P version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::StartupOptionsParser</name>
    <message>
        <source>Benchwire: network throughput tests with live charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in Serve mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peer to test against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a test at once: upload, download, both-ways or bidirectional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test duration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel streams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit when the test ends; the exit code is 1 after a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a screenshot of the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to take the screenshot, in milliseconds after start (default: when the test ends).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the result as JSON when the test ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the dark theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown test mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bw::ui::Units</name>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
