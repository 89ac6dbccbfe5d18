import type { LiveryDetail } from '@paddock/contract';
import { Link } from 'react-router';
import { ClassBadge, carClassColor } from '@/components/ui/class-badge';
import { ChevronRightIcon } from '@/components/ui/icons/livery-icons';
import { browsePath, userProfilePath } from '@/config/livery-path';

/** Title, uploader, tags and class; the border takes the class colour. */
export function LiveryHeader({ livery }: { livery: LiveryDetail }) {
  const color = carClassColor(livery.carClassName);
  return (
    <header
      className="relative isolate overflow-hidden rounded-xl border border-l-[6px] bg-carbon-850 px-5 py-6 sm:px-8 sm:py-8"
      style={{ borderColor: `color-mix(in srgb, ${color} 40%, transparent)`, borderLeftColor: color }}
    >
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 -z-10 w-2/3 opacity-30 [mask-image:linear-gradient(to_left,black,transparent)]"
      >
        <div className="absolute -inset-y-6 right-[16%] w-20 -skew-x-[24deg]" style={{ backgroundColor: color }} />
        <div className="absolute -inset-y-6 right-[9%] w-6 -skew-x-[24deg] bg-ink-50/60" />
        <div className="absolute -inset-y-6 right-[5%] w-2 -skew-x-[24deg]" style={{ backgroundColor: color }} />
      </div>

      <nav aria-label="Breadcrumb" className="mb-4">
        <ol className="flex flex-wrap items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-400 uppercase [&_svg]:size-3">
          <li>
            <Link to={browsePath()} className="hover:text-ink-50">
              Liveries
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon />
          </li>
          <li>
            <Link to={browsePath({ carClass: livery.carClassName })} className="hover:text-ink-50">
              {livery.carClassName}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon />
          </li>
          <li>
            <Link
              to={browsePath({ carClass: livery.carClassName, model: livery.carModelName })}
              className="hover:text-ink-50"
            >
              {livery.carModelName}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="display-heading min-w-0 text-4xl leading-[0.95] break-words sm:text-5xl lg:text-6xl">
          {livery.title}
        </h1>
        <ClassBadge name={livery.carClassName} className="self-start text-sm sm:mt-2" />
      </div>

      <p className="mt-4 text-ink-300">
        Uploaded by{' '}
        {livery.uploader ? (
          <Link
            to={userProfilePath(livery.uploader.id)}
            className="font-semibold text-ink-50 underline decoration-race-500/60 decoration-2 underline-offset-4 hover:decoration-race-500"
          >
            {livery.uploader.username}
          </Link>
        ) : (
          <span className="font-semibold text-ink-200">Unknown</span>
        )}
      </p>

      {livery.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {livery.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={browsePath({ tag: tag.name })}
                className="inline-flex h-7 items-center rounded-full border border-carbon-600 bg-carbon-800 px-3 text-xs font-semibold text-ink-200 transition-colors hover:border-ink-400 hover:text-ink-50"
              >
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
